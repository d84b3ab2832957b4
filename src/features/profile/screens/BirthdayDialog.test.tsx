import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { byText, clickText, field, typeInto } from '../../../testing/dom.ts';
import { setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();
let phone = 7_019_990_000;

/** A new guest (no name, no birthday), signed in; returns their token. */
async function newGuest(): Promise<string> {
  phone += 1;
  const created = await screens.sandbox.control<{ access_token: string }>('POST', 'control/grants', {
    phone: `+7${phone}`,
  });
  localStorage.setItem('accessToken', created.body.access_token);
  return created.body.access_token;
}

const dialog = () => screens.mounted.root.querySelector<HTMLElement>('[role="dialog"]');
const invite = () => screens.mounted.root.querySelector('[data-testid="birthday-invite"]');

describe('the birthday dialog', { timeout: 20_000 }, () => {
  it('is offered on the profile, refuses a short name and an impossible date, then saves both', async () => {
    const token = await newGuest();
    const { root } = await screens.mount('/profile');
    await waitFor(invite);
    clickText(root, '[data-testid="birthday-invite"] button', 'Add the birthday');
    const opened = await waitFor(dialog);
    expect(opened.querySelector('h2')?.textContent).toBe('Tell us about yourself');
    // The dialog reads the user before it shows the form.
    await waitFor(() => byText(opened, 'label', 'Name'));
    typeInto(field(opened, 'Name'), 'A');
    typeInto(field(opened, 'Date of birth'), '31021990');
    expect(field(opened, 'Date of birth').value).toBe('31/02/1990');
    clickText(opened, 'button', 'Save');
    await waitFor(() => byText(opened, '.pf-error', 'Enter at least 2 characters'));
    expect(byText(opened, '.pf-error', 'Enter correct information')).toBeDefined();
    expect(root.activeElement).toBe(field(opened, 'Name'));
    typeInto(field(opened, 'Name'), 'Aru');
    typeInto(field(opened, 'Date of birth'), '21/02/1990');
    expect(byText(opened, '.pf-error', 'Enter correct information')).toBeUndefined();
    clickText(opened, 'button', 'Save');
    await waitFor(() => dialog() === null);
    await waitFor(() => root.querySelector('[data-testid="profile-greeting"]')?.textContent === 'Hi, Aru');
    expect(invite()).toBeNull();
    const user = await screens.sandbox.api<{ data: { attributes: { name: string; bday: string } } }>(
      'GET',
      'api/v3/user',
      { token },
    );
    expect(user.body.data.attributes).toMatchObject({ name: 'Aru', bday: '1990-02-21' });
  });

  it('remembers Later, from the card or from the dialog, across visits', async () => {
    await newGuest();
    const { root } = await screens.mount('/profile');
    await waitFor(invite);
    clickText(root, '[data-testid="birthday-invite"] button', 'Later');
    await waitFor(() => invite() === null);
    await screens.mount('/profile');
    await waitFor(() => screens.mounted.root.querySelector('[data-testid="profile-greeting"]'));
    expect(invite()).toBeNull();

    localStorage.clear();
    await newGuest();
    await screens.mount('/profile?sheet=birthday');
    const opened = await waitFor(dialog);
    await waitFor(() => byText(opened, 'button', 'Later'));
    clickText(opened, 'button', 'Later');
    await waitFor(() => dialog() === null);
    expect(screens.mounted.path()).toBe('/profile');
    await waitFor(() => screens.mounted.root.querySelector('[data-testid="profile-greeting"]'));
    expect(invite()).toBeNull();
  });

  it('speaks Kazakh', async () => {
    await newGuest();
    const { root } = await screens.mount('/profile?sheet=birthday', { language: 'kk' });
    const opened = await waitFor(dialog);
    expect(opened.querySelector('h2')?.textContent).toBe('Өзіңіз туралы айтыңыз');
    await waitFor(() => byText(opened, 'button', 'Кейінірек'));
    expect(byText(root, '[data-testid="birthday-invite"] h2', 'Туған күніңіз қашан?')).toBeDefined();
  });
});
