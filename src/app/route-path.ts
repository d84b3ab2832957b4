/** A route path as the router matches it: no query, no trailing slash (the root stays '/'). */
export function barePath(path: string): string {
  return path.split('?')[0]?.replace(/(.)\/$/, '$1') || '/';
}
