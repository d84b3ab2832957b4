import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FaultPlan } from '../control/faults.ts';
import type { Reply } from './reply.ts';

const COMPRESS_FROM = 1024;
const COMPRESSIBLE = /json|html|svg/;

/**
 * Brotli's quality for answers made per request: a CDN's choice for dynamic content. The largest menu
 * (1.7 MB of JSON) is 62 KB at 5 in ~0.1 s, 101 KB gzipped; 11 would give 50 KB but takes seconds (ADR 0014).
 */
const BROTLI_QUALITY = 5;

/** The encoding to answer in: brotli where the client takes it (every browser), else gzip, else none. */
function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

function compressed(reply: Reply, raw: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') {
    reply.gzipped ??= gzipSync(raw);
    return reply.gzipped;
  }
  reply.brotli ??= brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  return reply.brotli;
}

/**
 * Writes a reply (compressed past 1 KB when the client accepts it, brotli before gzip, as a CDN in front of
 * the real proxy would), or spoils it as a fault plan says: `drop` destroys the socket without an answer (the
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
  // nosniff on every answer: an uploaded avatar or a generated image is never read as a script or page. No
  // Referer from the pay and login pages, whose URLs carry the track id, the state and the return address.
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...extraHeaders,
    ...reply.headers,
  };
  let body = raw;
  const encoding = encodingFor(req);
  if (raw.length > COMPRESS_FROM && COMPRESSIBLE.test(headers['content-type'] ?? '') && encoding) {
    body = compressed(reply, raw, encoding);
    headers['content-encoding'] = encoding;
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
