import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error.ts';

export const JSON_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 5 * 1024 * 1024;

/** Reads the whole request body, refusing (413) past `limit` bytes without buffering the rest. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, { code: 'payload_too_large', title: `The body is larger than ${limit} bytes` });
}

const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that drops prototype keys, so a body can never reach Object.prototype through our merges. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'), (key, value) => (PROTO_KEYS.has(key) ? undefined : value));
  } catch {
    throw new ApiError(400, { code: 'invalid_json', title: 'The body is not valid JSON' });
  }
}
