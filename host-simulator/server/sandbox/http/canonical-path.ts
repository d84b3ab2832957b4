const UNRESERVED = /^[A-Za-z0-9\-_~]$/;

/**
 * The one spelling of a request path that routing, fault rules and idempotency scopes all see: runs of
 * slashes collapsed, no trailing slash, escaped letters, digits, '-', '_' and '~' decoded (RFC 3986 §6.2.2)
 * and the other escapes upper-cased. Without it `takeaway/v1//takeaway/order` or `takeaway/v1/%74akeaway/order`
 * reached the same handler under another idempotency scope, so a retried key placed a second order.
 * '.' stays escaped: the URL parser has already resolved dot segments, and decoding one could make a new one.
 */
function canonicalPath(pathname: string): string {
  const unescaped = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escaped.toUpperCase();
  });
  const collapsed = unescaped.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** The request URL with its path made canonical (the same object when it already was). */
export function withCanonicalPath(url: URL): URL {
  const path = canonicalPath(url.pathname);
  if (path === url.pathname) return url;
  const canonical = new URL(url);
  canonical.pathname = path;
  return canonical;
}
