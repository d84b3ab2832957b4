/** A route path as the router matches it: no query, no trailing slash (the root stays '/'). */
export function barePath(path: string): string {
  return path.split('?')[0]?.replace(/(.)\/$/, '$1') || '/';
}

/** The route path of a page's `pathname` under the folder the app is served from (`base`, no trailing slash). */
export function pathUnderBase(pathname: string, base: string): string {
  return (pathname.startsWith(base) ? pathname.slice(base.length) : '/') || '/';
}

/**
 * Whether a route path is Home's: the one route whose page carries the prerendered frames (ADR 0012). The
 * frames' inline script and the server that picks the page per route (the simulator, a host's rewrite
 * rules) decide with this, so both agree on which page holds them.
 */
export function isHomePath(path: string): boolean {
  return barePath(path) === '/';
}
