import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { byText, field, typeInto } from '../../../testing/dom.ts';
import { signIn, setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

type UserDoc = {
  data: { attributes: { name: string; surname: string; bday: string; gender: string | null } };
};

async function openForm(userId: number): Promise<{ root: ShadowRoot; token: string }> {
  const token = await signIn(screens.sandbox, userId);
  const { root } = await screens.mount('/profile/form');
  await waitFor(() => root.querySelector('form'));
  return { root, token };
}

const submit = (root: ShadowRoot) => byText(root, 'button[type="submit"]', 'Save')?.click();
const errorOf = (root: ShadowRoot, input: HTMLInputElement) =>
  root.querySelector(`[id="${input.getAttribute('aria-describedby')}"]`)?.textContent ?? '';

describe('ProfileForm', { timeout: 20_000 }, () => {
  it('shows the stored profile with the birthday as DD/MM/YYYY', async () => {
    const { root } = await openForm(1);
    expect(field(root, 'Name').value).toBe('Айгерим');
    expect(field(root, 'Surname').value).toBe('Сериккызы');
    expect(field(root, 'Date of birth').value).toBe('17/04/1992');
    expect(root.querySelector<HTMLInputElement>('input[value="female"]')?.checked).toBe(true);
  });

  it('refuses a short or empty name and an impossible date, and sends nothing', async () => {
    const { root, token } = await openForm(2);
    const name = field(root, 'Name');
    const birthday = field(root, 'Date of birth');
    typeInto(name, 'A');
    submit(root);
    await waitFor(() => errorOf(root, name) === 'Enter at least 2 characters');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    typeInto(name, '');
    await waitFor(() => errorOf(root, name) === 'Fill in the field');
    typeInto(name, 'Dana');
    typeInto(birthday, '31022000');
    expect(birthday.value).toBe('31/02/2000');
    submit(root);
    await waitFor(() => errorOf(root, birthday) === 'Enter correct information');
    expect(errorOf(root, name)).toBe('');
    expect(screens.mounted.path()).toBe('/profile/form');
    const stored = await screens.sandbox.api<UserDoc>('GET', 'api/v3/user', { token });
    expect(stored.body.data.attributes.name).toBe('Данияр');
  });

  it('saves to the sandbox, birthday as YYYY-MM-DD, and goes back to the profile showing the new name', async () => {
    const { root, token } = await openForm(2);
    typeInto(field(root, 'Name'), 'Daniyar');
    typeInto(field(root, 'Surname'), 'Sultan');
    typeInto(field(root, 'Date of birth'), '05091990');
    root.querySelector<HTMLInputElement>('input[value="male"]')?.click();
    submit(root);
    await waitFor(() => screens.mounted.path() === '/profile');
    const greeting = await waitFor(() => root.querySelector('[data-testid="profile-greeting"]'));
    expect(greeting.textContent).toBe('Hi, Daniyar');
    expect(byText(root, '.dk-notification-text', 'The profile has been saved')).toBeTruthy();
    const stored = await screens.sandbox.api<UserDoc>('GET', 'api/v3/user', { token });
    expect(stored.body.data.attributes).toMatchObject({
      name: 'Daniyar',
      surname: 'Sultan',
      bday: '1990-09-05',
      gender: 'male',
    });
    expect(sessionStorage.getItem('profile-form-draft')).toBeNull();
  });

  it('clears the birthday when the field is emptied', async () => {
    const { root, token } = await openForm(1);
    typeInto(field(root, 'Date of birth'), '');
    submit(root);
    await waitFor(() => screens.mounted.path() === '/profile');
    const stored = await screens.sandbox.api<UserDoc>('GET', 'api/v3/user', { token });
    expect(stored.body.data.attributes.bday).toBe('');
  });

  it('keeps the draft across a reload and after a failed save', async () => {
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'api/v3/user',
      method: 'PUT',
    });
    const { root, token } = await openForm(3);
    typeInto(field(root, 'Name'), 'Timur');
    submit(root);
    await waitFor(() => byText(root, '.dk-notification-text', 'Could not save the profile'), 15_000);
    expect(screens.mounted.path()).toBe('/profile/form');
    screens.mounted.unmount();
    await screens.mount('/profile/form');
    const again = screens.mounted.root;
    await waitFor(() => again.querySelector('form'));
    expect(field(again, 'Name').value).toBe('Timur');
    expect(
      (await screens.sandbox.api<UserDoc>('GET', 'api/v3/user', { token })).body.data.attributes.name,
    ).not.toBe('Timur');
  });

  it('uploads a photo as raw bytes with its type and removes it', async () => {
    const { root, token } = await openForm(2);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const input = field(root, 'Change the photo');
    const file = new File([png], 'me.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const image = await waitFor(() => root.querySelector<HTMLImageElement>('img.pf-avatar'));
    const stored = await screens.sandbox.api<{ data: { attributes: { avatar: string | null } } }>(
      'GET',
      'api/v3/user',
      {
        token,
      },
    );
    expect(stored.body.data.attributes.avatar).toMatch(/\/avatars\/\d+\.png$/);
    expect(image.getAttribute('src')).toBe(stored.body.data.attributes.avatar);
    byText(root, 'button', 'Remove the photo')?.click();
    await waitFor(() => !root.querySelector('img.pf-avatar'));
    const removed = await screens.sandbox.api<{ data: { attributes: { avatar: string | null } } }>(
      'GET',
      'api/v3/user',
      {
        token,
      },
    );
    expect(removed.body.data.attributes.avatar).toBeNull();
  });
});
