import { localFetch } from './local-fetch.ts';

/** Who a sign-in is for: a seeded user by id, or a guest found (or made) by phone. */
export type GrantFor = { userId: number } | { phone: string; name?: string };

/** What POST /sandbox/control/grants answers (control/control-routes.ts, createGrant). */
export interface SandboxGrant {
  user_id: number;
  code: string;
  client_id: string;
  redirect_uri: string;
  track_id: string;
  access_token: string;
  expires_in: number;
}

/**
 * A ready sign-in from the sandbox of the server at `serverUrl`: the one way tests and benches ask for it.
 * By default for the app shell there (client dastarkhan, its /app/auth), so the app can redeem the code;
 * `forApp: false` keeps the sandbox's own client, the one its contract tests exchange codes for.
 */
export async function sandboxGrant(
  serverUrl: string,
  who: GrantFor,
  { forApp = true } = {},
): Promise<SandboxGrant> {
  const answer = await localFetch(new URL('/sandbox/control/grants', serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...('userId' in who ? { user_id: who.userId } : { phone: who.phone, name: who.name }),
      ...(forApp ? { client_id: 'dastarkhan', redirect_uri: new URL('/app/auth', serverUrl).href } : {}),
    }),
  });
  if (answer.status !== 201) throw new Error(`sandbox grant failed: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as SandboxGrant;
}
