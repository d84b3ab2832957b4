import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PHONE_PATTERN } from '../domain/accounts.ts';

/**
 * Hosts whose backends sign phone grants in the sandbox (ADR 0207), each with its published test secret:
 * the simulator's host panel (through POST /sandbox/control/phone-grants) and a partner's own backend
 * (docs/api/auth.md shows how it signs). A production host's secret is issued to it privately.
 */
export const GRANT_HOSTS: Readonly<Record<string, string>> = {
  'dastarkhan-simulator': 'sandbox-host-secret-dastarkhan-simulator',
  'partner-demo': 'sandbox-host-secret-partner-demo',
};

/** A grant is a hand-over in one tap, not a session: five minutes at most from its issue. */
export const GRANT_MAX_LIFETIME_SECONDS = 300;
/** A host's clock may run this far ahead of the sandbox's. */
const CLOCK_SKEW_SECONDS = 60;
/** The bridge's limit on `phone.request`'s grant (docs/protocol.md), and the token endpoint's. */
export const GRANT_MAX_LENGTH = 4096;
const GRANT_TYPE = 'dastarkhan-phone-grant';
const NONCE = /^[A-Za-z0-9_-]{8,128}$/;

interface PhoneGrantClaims {
  phone: string;
  /** The host id whose secret signed it. */
  host: string;
  /** The client id that may exchange it. */
  aud: string;
  iat: number;
  exp: number;
  nonce: string;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const mac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

/** What a host's backend does: a compact HS256 JWS over the claims with the host's secret. */
export function signPhoneGrant(
  host: string,
  phone: string,
  audience: string,
  nowMs: number,
  ttlSeconds = GRANT_MAX_LIFETIME_SECONDS,
): string {
  const secret = GRANT_HOSTS[host];
  if (!secret) throw new Error(`No sandbox host ${host}`);
  const iat = Math.floor(nowMs / 1000);
  const claims: PhoneGrantClaims = {
    phone,
    host,
    aud: audience,
    iat,
    exp: iat + ttlSeconds,
    nonce: randomBytes(16).toString('base64url'),
  };
  const head = `${encode({ alg: 'HS256', typ: GRANT_TYPE })}.${encode(claims)}`;
  return `${head}.${mac(secret, head)}`;
}

export type GrantCheck = { ok: true; claims: PhoneGrantClaims } | { ok: false; reason: string };

function parse(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const refuse = (reason: string): GrantCheck => ({ ok: false, reason });
const isSeconds = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * Checks everything but the nonce's single use (the caller records it): the form, the host's signature,
 * the audience, the times on the sandbox clock and the phone. The claims are read only after the signature
 * holds, and a phone is taken only from signed claims.
 */
export function verifyPhoneGrant(grant: string, audience: string, nowMs: number): GrantCheck {
  const parts = grant.split('.');
  if (parts.length !== 3) return refuse('A grant has three parts: header.claims.signature');
  const [head, body, signature] = parts as [string, string, string];
  const header = parse(head);
  const claims = parse(body);
  if (!header || !claims) return refuse('The header or the claims are not base64url JSON objects');
  if (header.alg !== 'HS256' || header.typ !== GRANT_TYPE)
    return refuse(`The header must be {"alg":"HS256","typ":"${GRANT_TYPE}"}`);
  const host = claims.host;
  const secret = typeof host === 'string' && Object.hasOwn(GRANT_HOSTS, host) ? GRANT_HOSTS[host] : undefined;
  if (!secret) return refuse('The grant names no host the sandbox knows');
  const expected = Buffer.from(mac(secret, `${head}.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return refuse(`The signature is not ${host as string}'s`);
  if (claims.aud !== audience) return refuse('The grant was issued for another audience (client_id)');
  const { iat, exp, nonce, phone } = claims;
  if (!isSeconds(iat) || !isSeconds(exp)) return refuse('iat and exp must be whole seconds');
  const now = nowMs / 1000;
  if (iat > now + CLOCK_SKEW_SECONDS) return refuse('The grant was issued in the future');
  if (exp - iat > GRANT_MAX_LIFETIME_SECONDS) return refuse('A grant lives five minutes at most');
  if (exp <= now) return refuse('The grant has expired');
  if (typeof nonce !== 'string' || !NONCE.test(nonce))
    return refuse('The nonce must be 8 to 128 characters of A-Z, a-z, 0-9, _ and -');
  if (typeof phone !== 'string' || !PHONE_PATTERN.test(phone))
    return refuse('The phone must be + and 10 to 15 digits');
  return { ok: true, claims: claims as unknown as PhoneGrantClaims };
}
