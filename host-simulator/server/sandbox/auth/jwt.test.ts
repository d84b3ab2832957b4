import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const secret = Buffer.alloc(32, 7);
const now = Date.UTC(2026, 0, 1);

describe('access tokens', () => {
  it('are JWTs whose sub is the user id', () => {
    const token = signAccessToken(secret, 42, now, 3600);
    const [head, payload, signature] = token.split('.');
    expect(signature).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(head as string, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    expect(claims).toMatchObject({ sub: '42', exp: now / 1000 + 3600 });
    expect(verifyAccessToken(secret, token, now)).toMatchObject({ ok: true, claims: { sub: '42' } });
  });

  it('refuse expired, tampered, foreign and malformed tokens', () => {
    const token = signAccessToken(secret, 42, now, 60);
    expect(verifyAccessToken(secret, token, now + 61_000)).toEqual({ ok: false, reason: 'expired' });
    const [head, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', exp: now / 1000 + 999 })).toString('base64url');
    expect(verifyAccessToken(secret, `${head}.${forged}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyAccessToken(Buffer.alloc(32, 8), token, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyAccessToken(secret, 'not-a-token', now)).toEqual({ ok: false, reason: 'malformed' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged}.`;
    expect(verifyAccessToken(secret, none, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
