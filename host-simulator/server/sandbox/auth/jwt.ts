import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

interface AccessClaims {
  sub: string;
  iat: number;
  exp: number;
  jti: string;
  iss: string;
}

const ISSUER = 'dastarkhan-sandbox';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (secret: Buffer, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

/** A compact HS256 JWT: header.payload.signature in base64url, `sub` the user id (docs/contract/entities.md#auth-state). */
export function signAccessToken(secret: Buffer, userId: number, nowMs: number, ttlSeconds: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: AccessClaims = {
    sub: String(userId),
    iat,
    exp: iat + ttlSeconds,
    jti: randomBytes(9).toString('base64url'),
    iss: ISSUER,
  };
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${head}.${sign(secret, head)}`;
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyAccessToken(secret: Buffer, token: string, nowMs: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [head, body, signature] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(sign(secret, `${head}.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'signature' };
  const c = claims as Partial<AccessClaims>;
  if (typeof c.sub !== 'string' || typeof c.exp !== 'number') return { ok: false, reason: 'malformed' };
  if (c.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: c as AccessClaims };
}
