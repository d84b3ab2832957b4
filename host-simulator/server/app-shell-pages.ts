import { isHomePath, pathUnderBase } from '../../src/app/route-path.ts';

/** Where the simulator serves the app shell (its build's default base). */
const APP_BASE = '/app';

/**
 * The app shell's two pages in dist/ (scripts/build.mjs, ADR 0012): Home's, with its prerendered frames,
 * and the same page without them for every other route, whose guests would download the frames only for
 * the inline script to remove them.
 */
const HOME_PAGE = 'app/index.html';
const OTHER_ROUTES_PAGE = 'app/other-routes.html';

/**
 * The page for a request's path below the app's base: Home's for Home (with any query, so a language or a
 * host's config in the query changes nothing), the frame-less one for any other route. A host's CDN does
 * the same with two rewrite rules (docs/integration-native.md).
 */
export function appShellPageOf(pathname: string): string {
  return isHomePath(pathUnderBase(pathname, APP_BASE)) ? HOME_PAGE : OTHER_ROUTES_PAGE;
}

/** Whether a path below the app's base names one of the two pages (served as the shell, never as a file). */
export function isAppShellPage(rest: string): boolean {
  return `app/${rest}` === HOME_PAGE || `app/${rest}` === OTHER_ROUTES_PAGE;
}
