export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** The gzip of body, filled in by sendReply the first time a client accepts it (cached replies keep it). */
  gzipped?: Buffer;
  /** The same in brotli, for clients that accept br. */
  brotli?: Buffer;
}

export const JSON_API = 'application/vnd.api+json';

export function jsonApi(status: number, document: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': JSON_API, 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(document),
  };
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(value),
  };
}

/** A page of the sandbox's with its Content-Security-Policy (content-security.ts, sandboxPagePolicy). */
export function html(status: number, markup: string, contentSecurityPolicy: string): Reply {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': contentSecurityPolicy,
      'x-content-type-options': 'nosniff',
    },
    body: markup,
  };
}

export function redirect(location: string, status = 303): Reply {
  return { status, headers: { location, 'cache-control': 'no-store' }, body: '' };
}

export function noContent(): Reply {
  return { status: 204, headers: { 'cache-control': 'no-store' }, body: '' };
}
