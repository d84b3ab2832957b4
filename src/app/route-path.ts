/** A route path as the router matches it: no query, no trailing slash (the root stays '/'). */
export function barePath(path: string): string {
  return path.split('?')[0]?.replace(/(.)\/$/, '$1') || '/';
}

/** The route path of a page's `pathname` under the folder the app is served from (`base`, no trailing slash). */
export function pathUnderBase(pathname: string, base: string): string {
  return (pathname.startsWith(base) ? pathname.slice(base.length) : '/') || '/';
}
