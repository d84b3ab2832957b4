import { describe, expect, it } from 'vitest';
import { firstError } from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import errorsEn from '../../../i18n/locales/en/errors-first.ts';
import profileEn from '../../../i18n/locales/en/profile.ts';
import profileKa from '../../../i18n/locales/ka/profile.ts';
import profileKk from '../../../i18n/locales/kk/profile.ts';
import profileRu from '../../../i18n/locales/ru/profile.ts';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { byText } from '../../../testing/dom.ts';
import { signIn, setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

interface Deletion {
  deleted_at: string;
  restore_until: string;
}

/** What the sandbox says about a deleted account: the dates the offer must show. */
async function deletionOf(token: string): Promise<Deletion> {
  const answer = await screens.sandbox.api('GET', 'api/v3/user', { token });
  return firstError(answer.body).meta as unknown as Deletion;
}

const offer = (root: ShadowRoot) => root.querySelector('[data-screen="account-restore"]');

describe('the restore offer for a deleted account', { timeout: 20_000 }, () => {
  it('replaces the profile of the seeded deleted user, restores it and shows the profile as before', async () => {
    const token = await signIn(screens.sandbox, 4);
    const { deleted_at, restore_until } = await deletionOf(token);
    const { root } = await screens.mount('/profile');
    await waitFor(() => offer(root));
    expect(root.querySelector('h1')?.textContent).toBe(profileEn.restore.title);
    expect(root.querySelector('[data-testid="restore-deleted-on"]')?.textContent).toBe(
      profileEn.restore.deletedOn.replace('{{date}}', formatDate(deleted_at, 'en')),
    );
    expect(root.querySelector('[data-testid="restore-until"]')?.textContent).toBe(
      profileEn.restore.restoreUntil.replace('{{date}}', formatDate(restore_until, 'en')),
    );
    expect(root.textContent).not.toContain(errorsEn.serverError.title);

    byText(root, 'button', profileEn.restore.confirm)?.click();
    const greeting = await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    expect(greeting.textContent).toBe('Hi, Арман');
    expect(offer(root)).toBeNull();
    expect((await screens.sandbox.api('GET', 'api/v3/user', { token })).status).toBe(200);
  });

  it('says a failed restore in words, keeps Restore to try again, and gets through on the retry', async () => {
    const token = await signIn(screens.sandbox, 4);
    await screens.sandbox.api('DELETE', 'api/v3/user', { token });
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      // 501 is not retried: one failed attempt is the failure the guest sees, without the retries' 6 s.
      status: 501,
      route: 'api/v3/user/restore',
      count: 1,
    });
    const { root } = await screens.mount('/profile', { language: 'ru' });
    await waitFor(() => offer(root));
    byText(root, 'button', profileRu.restore.confirm)?.click();
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 15_000);
    expect(alert.textContent).toBe(profileRu.restore.failed);
    expect(offer(root)).not.toBeNull();
    expect(root.querySelector('[data-screen="server-error"]')).toBeNull();

    byText(root, 'button', profileRu.restore.confirm)?.click();
    await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    expect((await screens.sandbox.api('GET', 'api/v3/user', { token })).status).toBe(200);
  });

  it('"Not now" signs out to Home and leaves the account deleted', async () => {
    const token = await signIn(screens.sandbox, 4);
    await screens.sandbox.api('DELETE', 'api/v3/user', { token });
    const { root } = await screens.mount('/profile');
    await waitFor(() => offer(root));
    byText(root, 'button', profileEn.restore.notNow)?.click();
    await waitFor(() => screens.mounted.path() === '/' && !offer(root));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect((await screens.sandbox.api('GET', 'api/v3/user', { token })).status).toBe(403);
  });

  it.each([
    ['kk', profileKk],
    ['ka', profileKa],
  ] as const)('is offered in %s too', async (language, texts) => {
    const token = await signIn(screens.sandbox, 4);
    await screens.sandbox.api('DELETE', 'api/v3/user', { token });
    const { deleted_at } = await deletionOf(token);
    const { root } = await screens.mount('/', { language });
    // A stored session of a deleted account: any refused call brings the offer, even on Home.
    await waitFor(() => offer(root));
    expect(root.querySelector('h1')?.textContent).toBe(texts.restore.title);
    expect(root.querySelector('[data-testid="restore-deleted-on"]')?.textContent).toBe(
      texts.restore.deletedOn.replace('{{date}}', formatDate(deleted_at, language)),
    );
    expect(byText(root, 'button', texts.restore.confirm)).toBeTruthy();
    expect(byText(root, 'button', texts.restore.notNow)).toBeTruthy();
  });
});
