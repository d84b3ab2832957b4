import { isHomePath, pathUnderBase } from '../../src/app/route-path.ts';
import { LANGUAGES } from '../../src/config/host-values.ts';
import { languageFromQuery } from '../../src/i18n/languages.ts';

/** Where the simulator serves the app shell (its build's default base). */
const APP_BASE = '/app';

/**
 * The app shell's two pages in dist/ (scripts/build.mjs, ADR 0012): Home's, with its prerendered frames,
 * and the same page without them for every other route, whose guests would download the frames only for
 * the inline script to remove them.
 */
const HOME_PAGE = 'app/index.html';
const OTHER_ROUTES_PAGE = 'app/other-routes.html';

/** Home's page with one language's frame only (scripts/build.mjs, ADR 0027). */
const homePageIn = (language: string) => `app/home-${language}.html`;

/**
 * The page for a request's path and query below the app's base: for Home, the page with the one frame of
 * the language the query names (the `language` parameter wins over every other source of the app's
 * language, languages.ts, so that is the frame the app keeps), else Home's page with all four (the
 * guest's stored pick is on the device, not in the request); the frame-less one for any other route. A
 * host's CDN does the same with its rewrite rules (docs/integration-native.md).
 */
export function appShellPageOf(pathname: string, search = ''): string {
  if (!isHomePath(pathUnderBase(pathname, APP_BASE))) return OTHER_ROUTES_PAGE;
  const language = languageFromQuery(search);
  return language ? homePageIn(language) : HOME_PAGE;
}

/** Whether a path below the app's base names one of the pages (served as the shell, never as a file). */
export function isAppShellPage(rest: string): boolean {
  const page = `app/${rest}`;
  return (
    page === HOME_PAGE || page === OTHER_ROUTES_PAGE || LANGUAGES.some((code) => page === homePageIn(code))
  );
}
