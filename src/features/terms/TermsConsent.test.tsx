import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import { byText } from '../../testing/dom.ts';
import { setUpScreens, signIn } from '../../testing/mount-screen.ts';

const screens = setUpScreens();
const dialog = () => screens.mounted.root.querySelector<HTMLElement>('[role="dialog"]');
const consent = () => dialog()?.querySelector<HTMLElement>('[data-testid="terms-consent"]');
const button = (text: string) =>
  byText<HTMLButtonElement>(screens.mounted.root, '[role="dialog"] button', text);

interface Terms {
  data: { attributes: { current_version: number; accepted_version: number; must_accept: boolean } };
}
const termsOf = async (token: string) =>
  (await screens.sandbox.api<Terms>('GET', 'api/v3/user/terms', { token })).body.data.attributes;
const publishTerms = async () =>
  (await screens.sandbox.control<{ data: { version: number } }>('POST', 'control/terms')).body.data.version;

/** docs/contract/screens.md#other-screens-and-dialogs "terms-change consent" (issue 11, item 7). */
describe('the terms-change consent', { timeout: 30_000 }, () => {
  it('asks at the cart after the terms changed, and records the acceptance', async () => {
    const token = await signIn(screens.sandbox, 1);
    const version = await publishTerms();
    // A stored sign-in is not checked on the first screen (no request there), only once the cart opens.
    const { root, handle } = await screens.mount('/profile');
    await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    expect(dialog()).toBeNull();
    handle.navigate('/cart');
    await waitFor(() => consent());
    expect(dialog()?.querySelector('h2')?.textContent).toBe('The terms of use have changed');
    const link = consent()?.querySelector<HTMLAnchorElement>('a');
    expect(link?.textContent).toBe('Read the new terms');
    expect(link?.href).toMatch(new RegExp(`/sandbox/terms\\?version=${version}&lang=en$`));
    button('Accept')?.click();
    await waitFor(() => !dialog());
    expect(await termsOf(token)).toMatchObject({ accepted_version: version, must_accept: false });
    await waitFor(() => screens.mounted.root.querySelector('.dk-notification'));
    expect(screens.mounted.root.querySelector('.dk-notification')?.textContent).toContain(
      'the new terms are accepted',
    );
  });

  it('lets the guest say "Not now", and asks again only when they try to order', async () => {
    const token = await signIn(screens.sandbox, 2);
    await publishTerms();
    await screens.mount('/cart', { language: 'ru' });
    await waitFor(() => consent());
    expect(consent()?.textContent).toContain('чтобы заказать, нужно принять новые условия');
    button('Не сейчас')?.click();
    await waitFor(() => !dialog());
    await screens.mount('/cart', { language: 'ru' });
    await waitFor(() => screens.mounted.root.querySelector('[data-screen]'));
    expect(dialog()).toBeNull();
    expect((await termsOf(token)).must_accept).toBe(true);
  });

  it('keeps the dialog open and says so when the acceptance fails', async () => {
    await signIn(screens.sandbox, 3);
    await publishTerms();
    await screens.mount('/cart');
    await waitFor(() => consent());
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'api/v3/user/terms',
      method: 'POST',
    });
    button('Accept')?.click();
    const problem = await waitFor(() => consent()?.querySelector('[role="alert"]'), 20_000);
    expect(problem.textContent).toBe('Your answer was not saved. Check the connection and try again.');
    expect(button('Accept')?.disabled).toBe(false);
  });

  it('shows the newest terms when they changed again while the guest was reading', async () => {
    const token = await signIn(screens.sandbox, 5);
    await publishTerms();
    await screens.mount('/cart');
    await waitFor(() => consent());
    const newer = await publishTerms();
    button('Accept')?.click();
    await waitFor(() => consent()?.querySelector('[role="alert"]'));
    expect(consent()?.querySelector('[role="alert"]')?.textContent).toBe(
      'The terms have just changed again. Please read the new version.',
    );
    await waitFor(() => consent()?.querySelector('a')?.href.includes(`version=${newer}`));
    button('Accept')?.click();
    await waitFor(() => !dialog());
    expect((await termsOf(token)).accepted_version).toBe(newer);
  });
});
