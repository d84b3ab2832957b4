/**
 * docs/contract/screens.md#unknown-paths: "A double slash in the path is normalised." Collapses runs of slashes in the path part only
 * (a query value may legitimately hold '//', e.g. a return URL), and drops a trailing slash but for '/'.
 */
export function normalisePath(location: string): string {
  const queryStart = location.search(/[?#]/);
  const path = queryStart === -1 ? location : location.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : location.slice(queryStart);
  let clean = path.replace(/\/{2,}/g, '/');
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  return (clean || '/') + rest;
}
