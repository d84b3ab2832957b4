import { matchRoute } from 'wouter';
import type { RouteDef } from './routes.ts';

type Parser = Parameters<typeof matchRoute>[0];

/** The table entry that will render `path` (the first match, as the router's Switch picks it). */
export function routeFor(parser: Parser, routes: readonly RouteDef[], path: string): RouteDef | null {
  return routes.find((route) => matchRoute(parser, route.path, path)[0]) ?? null;
}
