import type { IncomingMessage } from 'node:http';
import type { Reply } from './reply.ts';

const EXPOSED = 'Idempotent-Replayed, Retry-After, X-Sandbox-Fault, Location';

/**
 * The sandbox is a development tool that pages on other origins embed (the iframe host example, happy-dom
 * tests), so it answers any origin; it never uses cookies, so reflecting the origin grants nothing extra.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'access-control-allow-origin': typeof origin === 'string' && origin !== 'null' ? origin : '*',
    'access-control-expose-headers': EXPOSED,
    vary: 'Origin',
  };
}

export function preflight(req: IncomingMessage): Reply {
  const requested = req.headers['access-control-request-headers'];
  return {
    status: 204,
    headers: {
      ...corsHeaders(req),
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers':
        typeof requested === 'string' && requested.trim()
          ? requested
          : 'Accept, Authorization, Content-Type, Locale, X-Fingerprint, X-Idempotency-Key, X-Language, X-Latitude, X-Longitude',
      'access-control-max-age': '600',
    },
    body: '',
  };
}
