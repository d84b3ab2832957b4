import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { FaultPlan } from '../control/faults.ts';
import type { Reply } from './reply.ts';

const COMPRESS_FROM = 1024;
const COMPRESSIBLE = /json|html|svg/;

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Writes a reply (gzipped past 1 KB when the client accepts it, like the real proxy), or spoils it as a fault plan says: `drop` destroys the socket without an answer (the
 * client sees a network failure even though the handler ran), `slow-body` trickles the body out in small
 * chunks with Content-Length set, so the client waits for every byte.
 */
export async function sendReply(
  req: IncomingMessage,
  res: ServerResponse,
  reply: Reply,
  extraHeaders: Record<string, string>,
  after: FaultPlan['after'] = null,
): Promise<void> {
  if (after?.kind === 'drop') {
    req.socket.destroy();
    return;
  }
  const raw = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  const withBody = req.method !== 'HEAD' && reply.status !== 204 && reply.status !== 304;
  // nosniff on every answer: an uploaded avatar or a generated image is never read as a script or page.
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
    ...reply.headers,
  };
  let body = raw;
  if (raw.length > COMPRESS_FROM && COMPRESSIBLE.test(headers['content-type'] ?? '') && acceptsGzip(req)) {
    reply.gzipped ??= gzipSync(raw);
    body = reply.gzipped;
    headers['content-encoding'] = 'gzip';
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  if (withBody) headers['content-length'] = String(body.length);
  res.writeHead(reply.status, headers);
  if (!withBody) {
    res.end();
    return;
  }
  if (after?.kind !== 'slow-body') {
    res.end(body);
    return;
  }
  let closed = false;
  res.once('close', () => {
    closed = true;
  });
  for (let offset = 0; offset < body.length && !closed; offset += after.chunkBytes) {
    res.write(body.subarray(offset, offset + after.chunkBytes));
    if (offset + after.chunkBytes < body.length) await sleep(after.intervalMs);
  }
  res.end();
}
