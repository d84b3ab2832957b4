import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { signAccessToken } from '../auth/jwt.ts';
import { GRANT_MAX_LENGTH, verifyPhoneGrant } from '../auth/phone-grant.ts';
import { findOrCreateUser, issueTrack } from '../domain/accounts.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource } from '../http/jsonapi.ts';
import type { LocalText } from '../http/language.ts';
import { json, jsonApi, type Reply } from '../http/reply.ts';
import { safeRedirectUrl } from '../pages/html.ts';
import { attributesOf, stringField } from '../http/body-fields.ts';

const CODE_INVALID: LocalText = {
  kk: 'Авторизация коды жарамсыз немесе мерзімі өткен',
  ru: 'Код авторизации недействителен или истёк',
  en: 'The authorization code is invalid or expired',
  ka: 'ავტორიზაციის კოდი არასწორია ან ვადაგასულია',
};
const TRACK_INVALID: LocalText = {
  kk: 'trackId жарамсыз немесе мерзімі өткен',
  ru: 'trackId недействителен или истёк',
  en: 'The trackId is invalid or expired',
  ka: 'trackId არასწორია ან ვადაგასულია',
};

const PHONE_GRANT_INVALID: LocalText = {
  kk: 'Телефон рұқсаты жарамсыз немесе мерзімі өткен',
  ru: 'Разрешение на номер телефона недействительно или истекло',
  en: 'The phone grant is invalid or expired',
  ka: 'ტელეფონის ნებართვა არასწორია ან ვადაგასულია',
};
/** Control characters never belong in a grant: it is base64url and dots. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const invalidGrant = (title: LocalText, detail: string) =>
  new ApiError(400, { code: 'invalid_grant', title, detail });

function tokenResponse(app: SandboxApp, userId: number): Reply {
  const accessToken = signAccessToken(app.secret, userId, app.clock.wallNow(), app.tokenTtlSeconds);
  return json(200, {
    token_type: 'Bearer',
    access_token: accessToken,
    expires_in: app.tokenTtlSeconds,
    user_id: userId,
  });
}

/**
 * POST api/v2/oauth2/tokens: the code of the login page (one use, bound to client_id and redirect_uri),
 * or a track id handed over by a signed-in party. Idempotency keys are honoured, so a retried exchange
 * of a code that was already used gets the same token back instead of invalid_grant.
 */
function tokens(req: ApiRequest, app: SandboxApp): Reply {
  const body = attributesOf(req.body);
  const clientId = stringField(body, 'client_id', { required: true, max: 200 }) as string;
  const grantType = stringField(body, 'grant_type', { required: true }) as string;
  const now = app.clock.now();
  if (grantType === 'authorization_code') {
    const code = stringField(body, 'code', { required: true, max: 200 }) as string;
    const givenUri = stringField(body, 'redirect_uri', { required: true, max: 2000 }) as string;
    // The login page stored the URI normalised (new URL().href): compare like with like.
    const redirectUri = safeRedirectUrl(givenUri) ?? givenUri;
    const row = app.sql.get<{
      user_id: number;
      client_id: string;
      redirect_uri: string;
      expires_at: number;
      used_at: number | null;
    }>('SELECT user_id, client_id, redirect_uri, expires_at, used_at FROM auth_codes WHERE code = ?', code);
    if (!row) throw invalidGrant(CODE_INVALID, 'Unknown code');
    if (row.used_at !== null) throw invalidGrant(CODE_INVALID, 'The code was already used');
    if (row.expires_at <= now)
      throw invalidGrant(CODE_INVALID, 'The code has expired (codes live 10 minutes)');
    if (row.client_id !== clientId)
      throw invalidGrant(CODE_INVALID, 'client_id differs from the one the code was issued to');
    if (row.redirect_uri !== redirectUri)
      throw invalidGrant(CODE_INVALID, 'redirect_uri differs from the login redirect');
    app.sql.run('UPDATE auth_codes SET used_at = ? WHERE code = ?', now, code);
    return tokenResponse(app, row.user_id);
  }
  if (grantType === 'authorization_track_id') {
    const trackId = stringField(body, 'track_id', { required: true, max: 200 }) as string;
    const row = app.sql.get<{ user_id: number; expires_at: number }>(
      'SELECT user_id, expires_at FROM tracks WHERE id = ?',
      trackId,
    );
    if (!row) throw invalidGrant(TRACK_INVALID, 'Unknown track id');
    if (row.expires_at <= now)
      throw invalidGrant(TRACK_INVALID, 'The track id has expired (tracks live 24 hours)');
    return tokenResponse(app, row.user_id);
  }
  if (grantType === 'authorization_phone_grant') return phoneGrant(req, app, body, clientId);
  throw new ApiError(400, {
    code: 'unsupported_grant_type',
    title: 'grant_type must be authorization_code, authorization_track_id or authorization_phone_grant',
    source: { pointer: '/grant_type' },
  });
}

/**
 * The phone a host's backend signed for the guest (ADR 0207): verified (signature, audience, times, phone),
 * then its nonce is spent, so a grant signs in once. The phone comes from the signed claims only; a bare
 * phone in the body is no grant.
 */
function phoneGrant(
  req: ApiRequest,
  app: SandboxApp,
  body: Record<string, unknown>,
  clientId: string,
): Reply {
  const grant = body.phone_grant;
  if (typeof grant !== 'string' || grant === '' || grant.length > GRANT_MAX_LENGTH || CONTROL.test(grant))
    throw new ApiError(422, {
      code: 'invalid_field',
      title: `phone_grant must be a signed grant of 1 to ${GRANT_MAX_LENGTH} characters without control characters`,
      source: { pointer: '/data/attributes/phone_grant' },
    });
  const now = app.clock.now();
  const checked = verifyPhoneGrant(grant, clientId, now);
  if (!checked.ok) throw invalidGrant(PHONE_GRANT_INVALID, checked.reason);
  const { host, nonce, phone, exp } = checked.claims;
  app.sql.run('DELETE FROM phone_grant_nonces WHERE expires_at <= ?', now);
  const spent = app.sql.get('SELECT 1 FROM phone_grant_nonces WHERE host = ? AND nonce = ?', host, nonce);
  if (spent) throw invalidGrant(PHONE_GRANT_INVALID, 'The grant was already used (its nonce is spent)');
  app.sql.run(
    'INSERT INTO phone_grant_nonces (host, nonce, expires_at) VALUES (?, ?, ?)',
    host,
    nonce,
    exp * 1000,
  );
  return tokenResponse(app, findOrCreateUser(app.sql, phone, '', req.lang, now).id);
}

/** POST api/v1/oauth2/tracks: a signed-in user mints a track id another party can exchange for a token. */
function createTrack(req: ApiRequest, app: SandboxApp): Reply {
  const now = app.clock.now();
  const userId = req.user?.id ?? 0;
  const track = issueTrack(app.sql, userId, now);
  return jsonApi(
    201,
    document(
      resource('tracks', track, {
        user_id: userId,
        expires_at: new Date(now + 24 * 3_600_000).toISOString(),
      }),
    ),
  );
}

export const AUTH_ROUTES: ApiRoute[] = [
  { method: 'POST', path: 'api/v2/oauth2/tokens', idempotency: 'honoured', handler: tokens },
  { method: 'POST', path: 'api/v1/oauth2/tracks', auth: 'user', handler: createTrack },
];
