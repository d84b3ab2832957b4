import { pageStart } from './app/first-requests.ts';
import { preloadFirstScreen } from './app/first-screen.ts';

/**
 * The app shell's first script (ADR 0005), small and `async`: it runs as soon as it arrives and starts the
 * first screen's route chunk and language catalogue while the app's own chunk is still downloading. The
 * app (app-shell.ts) stays an ordinary module script, so the page's load event still means the app has
 * started, as native hosts and our journeys expect.
 */
preloadFirstScreen(pageStart());
