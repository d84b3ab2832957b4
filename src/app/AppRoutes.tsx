import { lazy } from 'react';
import { Route, Switch } from 'wouter';

// One chunk per screen, so the first screen loads only its own code (SPEC §2 route table).
const Home = lazy(() => import('../features/home/HomeScreen.tsx'));
const NotFound = lazy(() => import('../features/not-found/NotFoundScreen.tsx'));

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route component={NotFound} />
    </Switch>
  );
}
