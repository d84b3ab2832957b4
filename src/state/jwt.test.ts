import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, userIdFromToken } from './jwt.ts';
import { fakeJwt } from './testing/fake-jwt.ts';

describe('decodeJwtPayload', () => {
  it('reads a base64url JSON payload, including non-ASCII text', () => {
    expect(decodeJwtPayload(fakeJwt({ sub: '42', name: 'Айгерім' }))).toEqual({ sub: '42', name: 'Айгерім' });
  });
  it('is null for anything that is not a JWT with an object payload', () => {
    for (const token of [null, '', 'abc', 'a.b', 'a.!!!.c', `x.${btoa('[1]')}.y`, `x.${btoa('{"sub":')}.y`]) {
      expect(decodeJwtPayload(token)).toBeNull();
    }
  });
});

describe('userIdFromToken', () => {
  it('is the sub claim as a string', () => {
    expect(userIdFromToken(fakeJwt({ sub: 'user-7' }))).toBe('user-7');
    expect(userIdFromToken(fakeJwt({ sub: 7 }))).toBe('7');
  });
  it('is null without a usable sub', () => {
    expect(userIdFromToken(fakeJwt({}))).toBeNull();
    expect(userIdFromToken(fakeJwt({ sub: '' }))).toBeNull();
    expect(userIdFromToken(fakeJwt({ sub: { id: 1 } }))).toBeNull();
    expect(userIdFromToken('opaque-token')).toBeNull();
  });
});
