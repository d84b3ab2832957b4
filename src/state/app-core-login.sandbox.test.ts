import { request as httpRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { fetchBonusBalance } from '../api/balance-endpoints.ts';
import { isApiError } from '../api/errors.ts';
import { fetchUser, updateUser } from '../api/user-endpoints.ts';
import { createAppCore } from './app-core.ts';
import {
  core,
  cores,
  fresh,
  newUser,
  redirectUri,
  server,
  setUpCoreSandbox,
  signedIn,
} from './testing/app-core-sandbox.ts';

setUpCoreSandbox();

describe('against the sandbox', () => {
  it('logs in with a code, reads the user and the bonus balance', async () => {
    const { app, grant } = await signedIn();
    expect(app.state.root.auth.userId).toBe(String(grant.user_id));
    const user = await fetchUser(app.client);
    expect(user).toMatchObject({ id: String(grant.user_id), name: 'Test Guest' });
    await expect(fetchBonusBalance(app.client)).resolves.toBeTypeOf('number');
    const updated = await updateUser(app.client, { name: 'Aigerim', birthday: '1990-05-02' });
    expect(updated).toMatchObject({ name: 'Aigerim', birthday: '1990-05-02' });
  });

  it('logs in by redirect through the sandbox login page and comes back to the route with its query', async () => {
    const grant = await newUser();
    const redirect = vi.fn<(url: string) => void>();
    const app = createAppCore({
      getLanguage: () => 'kk',
      hostConfig: { apiBase: `${server.url}/proxy/` },
      localStorage: fresh(),
      sessionStorage: fresh(),
      redirectUri: redirectUri(),
      loginUrl: `${server.url}/sandbox/login`,
      redirect,
    });
    cores.push(app);
    app.auth.redirectToLogin('/orders?page=2&service=takeaway');
    const loginPage = new URL(redirect.mock.calls[0]?.[0] ?? '');
    expect(loginPage.searchParams.get('language')).toBe('kk');

    // What the user's browser does on the login page: submit the form with the chosen user.
    const form = new URLSearchParams(loginPage.searchParams);
    form.set('user_id', String(grant.user_id));
    const location = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        loginPage.origin + loginPage.pathname,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        (res) => {
          res.resume();
          resolve(String(res.headers.location ?? ''));
        },
      );
      req.on('error', reject);
      req.end(form.toString());
    });
    const callback = new URL(location);
    expect(callback.origin + callback.pathname).toBe(redirectUri());

    await expect(app.auth.completeRedirectLogin(callback.search)).resolves.toBe(
      '/orders?page=2&service=takeaway',
    );
    expect(app.state.root.auth.userId).toBe(String(grant.user_id));
  });

  it('logs in by track id, and skips the same track id', async () => {
    const grant = await newUser();
    const app = core();
    await expect(app.auth.loginWithTrackId(grant.track_id)).resolves.toBe(true);
    await expect(app.auth.loginWithTrackId(grant.track_id)).resolves.toBe(false);
    await expect(fetchUser(app.client)).resolves.toMatchObject({ id: String(grant.user_id) });
  });

  it('rejects a used code with a validation error reported as a warning', async () => {
    const grant = await newUser();
    await core().auth.loginWithCode(grant.code);
    const reports: string[] = [];
    const other = createAppCore({
      getLanguage: () => 'en',
      hostConfig: { apiBase: `${server.url}/proxy/` },
      localStorage: fresh(),
      sessionStorage: fresh(),
      redirectUri: redirectUri(),
      reportError: (report) => reports.push(`${report.level}:${report.code}`),
    });
    cores.push(other);
    await expect(other.auth.loginWithCode(grant.code)).rejects.toSatisfy((error) =>
      isApiError(error, 'validation'),
    );
    expect(reports).toEqual(['warning:validation']);
  });
});
