import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../bridge/testing/wait-for.ts';
import { byText } from '../testing/dom.ts';
import { setUpScreens, signIn } from '../testing/mount-screen.ts';
import { installNativeHost, type NativeHost } from '../testing/native-host.ts';

const screens = setUpScreens();
let native: NativeHost | null = null;
afterEach(() => {
  native?.remove();
  native = null;
});

const root = () => screens.mounted.root;
/** Without the host's secure storage the token stays in local storage, where the test reads it. */
const noVault = { 'secure.get': null, 'secure.set': null } as const;
/** The sign-in calls the app made of the host (it also tells the host's chrome where it is: backButton.set). */
const signInCalls = () => native?.calls.filter((method) => /^(auth\.|phone\.)/.test(method));
const button = (label: string) => byText<HTMLButtonElement>(root(), 'button', label);

/** What a host's backend hands its app: the account's phone, signed (the sandbox plays that backend). */
async function signedPhone(phone: string): Promise<string> {
  const issued = await screens.sandbox.control<{ grant: string }>('POST', 'control/phone-grants', { phone });
  return issued.body.grant;
}

describe('one-tap sign-in with the host’s phone (issue 31 §3)', { timeout: 30_000 }, () => {
  it('offers the host’s phone on a login-required route and signs in with its grant, no auth.* asked', async () => {
    native = installNativeHost({
      ...noVault,
      'phone.request': async () => ({ status: 'success', grant: await signedPhone('+77010000002') }),
    });
    await screens.mount('/orders');
    (await waitFor(() => button('Continue with your phone from Test super app'))).click();
    await waitFor(() => screens.mounted.screen() === 'orders');
    expect(signInCalls()).toEqual(['phone.request']);
    const token = localStorage.getItem('accessToken') ?? '';
    const me = await screens.sandbox.api<{ data: { id: string } }>('GET', 'api/v3/user', { token });
    expect(me.body.data.id).toBe('2');
  });

  it('falls back to the host’s own sign-in when the guest declines the phone', async () => {
    const { track_id } = await screens.sandbox.grant(3);
    native = installNativeHost({
      ...noVault,
      'phone.request': () => ({ status: 'dismissed' }),
      'auth.code': null,
      'auth.trackId': () => ({ status: 'success', trackId: track_id }),
    });
    await screens.mount('/orders');
    (await waitFor(() => button('Continue with your phone from Test super app'))).click();
    await waitFor(() => screens.mounted.screen() === 'orders');
    expect(signInCalls()).toEqual(['phone.request', 'auth.trackId']);
  });

  it('falls back when the grant is refused (a replayed one), and on "Sign in another way"', async () => {
    const { track_id } = await screens.sandbox.grant(3);
    const used = await signedPhone('+77010000001');
    await screens.sandbox.api('POST', 'api/v2/oauth2/tokens', {
      body: { client_id: 'dastarkhan', grant_type: 'authorization_phone_grant', phone_grant: used },
    });
    native = installNativeHost({
      ...noVault,
      'phone.request': () => ({ status: 'success', grant: used }),
      'auth.code': null,
      'auth.trackId': () => ({ status: 'success', trackId: track_id }),
    });
    await screens.mount('/orders');
    (await waitFor(() => button('Continue with your phone from Test super app'))).click();
    await waitFor(() => screens.mounted.screen() === 'orders');
    expect(native.calls).toContain('auth.trackId');

    localStorage.clear();
    native.calls.length = 0;
    await screens.mount('/orders');
    (await waitFor(() => button('Sign in another way'))).click();
    await waitFor(() => screens.mounted.screen() === 'orders');
    expect(native.calls).not.toContain('phone.request');
  });

  it('does not offer the phone where the host does not announce phone.request', async () => {
    const { track_id } = await screens.sandbox.grant(3);
    native = installNativeHost({
      ...noVault,
      'phone.request': null,
      'auth.code': null,
      'auth.trackId': () => ({ status: 'success', trackId: track_id }),
    });
    await screens.mount('/orders');
    await waitFor(() => screens.mounted.screen() === 'orders');
    expect(native.calls).not.toContain('phone.request');
  });
});

describe('deleting the account asks in the host’s popup (issue 31 §3)', { timeout: 30_000 }, () => {
  it('keeps the account on "cancel" and deletes it on "confirm", without the in-page dialog', async () => {
    const asked: unknown[] = [];
    let answer = 'cancel';
    native = installNativeHost({
      'popup.open': (params) => {
        asked.push(params);
        return { buttonId: answer };
      },
    });
    const token = await signIn(screens.sandbox, 5);
    await screens.mount('/profile');
    (await waitFor(() => button('Delete the account'))).click();
    await waitFor(() => asked.length === 1);
    expect(asked[0]).toMatchObject({
      title: 'Delete the account?',
      buttons: [
        { id: 'confirm', text: 'Delete', style: 'destructive' },
        { id: 'cancel', text: 'Cancel', style: 'cancel' },
      ],
    });
    expect((asked[0] as { message: string }).message).toContain('within 90 days');
    expect(root().querySelector('[role="alertdialog"]')).toBeNull();
    expect((await screens.sandbox.api('GET', 'api/v3/user', { token })).status).toBe(200);

    answer = 'confirm';
    button('Delete the account')?.click();
    await waitFor(() => screens.mounted.path() === '/');
    expect((await screens.sandbox.api('GET', 'api/v3/user', { token })).status).toBe(403);
  });
});
