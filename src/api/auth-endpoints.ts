import type { ApiClient } from './client.ts';
import { record } from './answer-fields.ts';

const TOKENS_PATH = 'api/v2/oauth2/tokens';
const TRACKS_PATH = 'api/v1/oauth2/tracks';

export interface TokenGrant {
  accessToken: string;
}

/** `access_token` at the top, or inside `data` / `data.attributes` (JSON:API form). */
export function parseTokenGrant(body: unknown): TokenGrant {
  const top = record(body);
  const data = record(top.data);
  const token = top.access_token ?? data.access_token ?? record(data.attributes).access_token;
  if (typeof token !== 'string' || token === '') throw new Error('no access_token in the answer');
  return { accessToken: token };
}

/** docs/contract/calls.md#auth-calls: `data.id` is the track id. */
export function parseTrackId(body: unknown): string {
  const id = record(record(body).data).id;
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number')
    throw new Error('no data.id in the answer');
  return String(id);
}

/**
 * POST api/v2/oauth2/tokens, grant_type=authorization_code. `idempotencyKey` is the login intent's key:
 * a code is single-use, so a resend after a lost answer must get the first answer back, not an error.
 * Failures are reported as warnings (docs/contract/calls.md#token-call-failures).
 */
export function exchangeAuthorizationCode(
  client: ApiClient,
  input: {
    clientId: string;
    redirectUri: string;
    code: string;
    idempotencyKey: string;
    signal?: AbortSignal;
  },
): Promise<TokenGrant> {
  return client.post(
    TOKENS_PATH,
    {
      client_id: input.clientId,
      grant_type: 'authorization_code',
      redirect_uri: input.redirectUri,
      code: input.code,
    },
    {
      idempotencyKey: input.idempotencyKey,
      reauthorize: false,
      reportLevel: 'warning',
      parse: parseTokenGrant,
      ...(input.signal ? { signal: input.signal } : {}),
    },
  );
}

/** POST api/v2/oauth2/tokens, grant_type=authorization_track_id (docs/contract/states.md#login-by-track-id login by track id). */
export function exchangeTrackId(
  client: ApiClient,
  input: { clientId: string; trackId: string; idempotencyKey: string; signal?: AbortSignal },
): Promise<TokenGrant> {
  return client.post(
    TOKENS_PATH,
    { client_id: input.clientId, grant_type: 'authorization_track_id', track_id: input.trackId },
    {
      idempotencyKey: input.idempotencyKey,
      reauthorize: false,
      reportLevel: 'warning',
      parse: parseTokenGrant,
      ...(input.signal ? { signal: input.signal } : {}),
    },
  );
}

/**
 * POST api/v2/oauth2/tokens, grant_type=authorization_phone_grant: the phone the host's backend signed
 * (phone.request, docs/api/auth.md). Single-use like a code, so it carries the login intent's key too.
 */
export function exchangePhoneGrant(
  client: ApiClient,
  input: { clientId: string; grant: string; idempotencyKey: string; signal?: AbortSignal },
): Promise<TokenGrant> {
  return client.post(
    TOKENS_PATH,
    { client_id: input.clientId, grant_type: 'authorization_phone_grant', phone_grant: input.grant },
    {
      idempotencyKey: input.idempotencyKey,
      reauthorize: false,
      reportLevel: 'warning',
      parse: parseTokenGrant,
      ...(input.signal ? { signal: input.signal } : {}),
    },
  );
}

/** POST api/v1/oauth2/tracks with no body; resolves the new track id. Failures are reported as errors. */
export function createTrack(client: ApiClient, input: { signal?: AbortSignal } = {}): Promise<string> {
  return client.post(TRACKS_PATH, undefined, {
    reauthorize: false,
    reportLevel: 'error',
    parse: parseTrackId,
    ...(input.signal ? { signal: input.signal } : {}),
  });
}
