import type { IncomingMessage } from 'node:http';
import { json, type Reply } from './reply.ts';

/** The names of this machine a request may give in Host, besides the address it reached (any port: ours below). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const refusal = (status: number, title: string): Reply => json(status, { error: { status, title } });

/** The local address the request reached, as a URL writes a host: IPv6 in brackets, IPv4-mapped unwrapped. */
function reachedHost(req: IncomingMessage): string | null {
  const address = req.socket.localAddress;
  if (!address) return null;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.includes(':') ? `[${ipv4}]` : ipv4;
}

/** The Host header's origin when it names this machine on the port the request reached, else null. */
function ownOrigin(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host) return null;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  // A plain host[:port] only: user info or a path, which the parser would drop, is not a name of this machine.
  if (url.host !== host.toLowerCase() && `${url.host}:80` !== host.toLowerCase()) return null;
  const port = Number(url.port || 80);
  if (port !== req.socket.localPort) return null;
  return LOOPBACK_NAMES.has(url.hostname) || url.hostname === reachedHost(req) ? url.origin : null;
}

/** The media type of Content-Type, without parameters; '' when there is none. */
function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Why a request to a control or to the telemetry list is refused, or null to let it through. These mint a
 * token for any user, list phones, reset the data and move the clock: only programs of the machine the sandbox
 * runs on may call them (tests, scripts, curl, the simulator page on this origin), never a page of another
 * site the developer has open, as a dev server guards its own endpoints:
 * - Host must name this machine (the address the request reached, localhost, 127.0.0.1 or [::1]) with the
 *   port it reached, so a name an attacker rebinds to 127.0.0.1 (DNS rebinding) does not get through;
 * - a browser's Origin, when sent, must be this very origin, and Sec-Fetch-Site, when sent, same-origin or
 *   none (typed in), so a cross-site request is refused even in no-cors mode. These answers carry no CORS
 *   headers, so no other origin may read them either;
 * - a body must be JSON (`application/json`): a cross-site form or a text/plain POST, which a browser sends
 *   without a preflight, cannot reach them. A control without a body (reset, terms) needs no Content-Type.
 */
export function localOnlyRefusal(req: IncomingMessage): Reply | null {
  const origin = ownOrigin(req);
  if (origin === null)
    return refusal(403, 'The sandbox controls answer this machine only: call them on localhost or 127.0.0.1');
  const from = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (
    (from !== undefined && from !== origin) ||
    (site !== undefined && site !== 'same-origin' && site !== 'none')
  )
    return refusal(403, 'The sandbox controls answer pages of their own origin only');
  const type = mediaType(req);
  if (
    (type !== '' || hasBody(req)) &&
    type !== 'application/json' &&
    req.method !== 'GET' &&
    req.method !== 'HEAD'
  )
    return refusal(415, 'The sandbox controls take JSON bodies only (Content-Type: application/json)');
  return null;
}

/**
 * Paths below /sandbox/ that localOnlyRefusal guards: every control, and the list of what the app reported
 * (GET and DELETE /sandbox/telemetry). The telemetry sinks stay open to any origin: the app reports from
 * wherever it is embedded, and Sentry's SDK posts its envelopes as text/plain.
 */
export function isLocalOnly(path: string): boolean {
  return path === 'control' || path.startsWith('control/') || path === 'telemetry';
}
