import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { byText, clickText, field, texts, typeInto } from '../../../testing/dom.ts';
import { type MountedScreen, setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();
let mounted: MountedScreen;
const root = () => mounted.root;
const shown = (screen: string) => waitFor(() => mounted.screen() === screen);
const button = (text: string | RegExp) => waitFor(() => byText<HTMLButtonElement>(root(), 'button', text));
/** The first dish a tap adds at once (one with options opens its picker). */
const firstProduct = () =>
  waitFor(() => root().querySelector<HTMLButtonElement>('.ks-product:not([aria-haspopup])'));
/** Picks a choice and waits for it to show as picked, as a guest sees it before the next tap. */
const choose = async (text: string) => {
  (await button(text)).click();
  await waitFor(() => byText(root(), 'button[aria-pressed="true"]', text));
};
const nameField = () => waitFor(() => root().querySelector<HTMLInputElement>('input[name="name"]'));
/** The kiosk's route with a one-time code from the sandbox control, as a venue enrols its tablet. */
const enrolled = async (filialId: number, query = '') => {
  const enrolment = await screens.sandbox.control<{ data: { code: string } }>(
    'POST',
    'control/tablet-enrolments',
    { filial_id: filialId },
  );
  return `/kiosk/${filialId}?enrol=${enrolment.body.data.code}${query}`;
};
/** Portalled dialogs render beside the screen, in the same shadow root. */
const idleDialog = () => root().querySelector('[data-testid="kiosk-idle"]');
/** A key press on a focused button: Enter or Space activates it, which the browser turns into its click. */
const press = (target: HTMLElement) => {
  target.focus();
  target.click();
};
const focused = () => root().activeElement;
/** The step's heading, where the focus should stand after a move. */
const heading = (text: string | RegExp) => byText(root(), 'main h2', text);
/** The text the focused element is described by: its error, read with it. */
const description = () =>
  (focused()?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => root().getElementById(id))
    .filter((node) => node !== null);

describe('kiosk mode', { timeout: 40_000 }, () => {
  it('takes a cash order by touch without a login and shows its number, then starts over', async () => {
    mounted = await screens.mount(await enrolled(11));
    await shown('kiosk-start');
    expect(localStorage.getItem('accessToken')).toBeNull();
    const qr = await waitFor(() => root().querySelector('[data-testid="kiosk-qr"]'));
    expect(qr.getAttribute('data-qr-text')).toMatch(/\/kiosk\/11\/phone\?session=tab_/);
    (await button('Tap to order')).click();
    await shown('kiosk-menu');
    (await firstProduct()).click();
    (await button('Continue')).click();
    await shown('kiosk-details');
    clickText(root(), 'button', /^Place order/);
    await waitFor(() => byText(root(), 'p', 'Enter at least 2 characters'));
    typeInto(field(root(), 'Your name'), 'Aruzhan');
    await choose('In the hall');
    await choose('Cash at the counter');
    await waitFor(() => byText(root(), 'p', 'We will call this name when your order is ready'));
    clickText(root(), 'button', /^Place order/);
    await shown('kiosk-number');
    const number = root().querySelector('[data-testid="kiosk-order-number"]')?.textContent ?? '';
    expect(number).toMatch(/\d/);
    const orders = await screens.sandbox.control<{
      data: { number: string; filial_id: number; service: string }[];
    }>('GET', 'control/orders');
    expect(orders.body.data.find((order) => order.number === number)).toMatchObject({
      filial_id: 11,
      service: 'takeaway',
    });
    (await button('Done')).click();
    await shown('kiosk-start');
    await waitFor(() => root().querySelector(`[data-order-number="${number}"]`));
  });

  it('starts with its one-time code once, even when the language changes while the start is on its way', async () => {
    // The simulator's kiosk frame (a journey): the app switched language while the tablet's session was being
    // started, the screen asked again in the new language with the same code, which the sandbox had spent,
    // and the tablet said it was not enrolled.
    // The sandbox starts the session (and spends the code) at once, and sends its answer slowly: the switch
    // lands while the answer is on its way.
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'slow-body',
      route: 'takeaway/v1/tablet/sessions',
      method: 'POST',
      count: 1,
      chunk_bytes: 16,
      interval_ms: 50,
    });
    mounted = await screens.mount(await enrolled(11));
    await waitFor(() => root().querySelector('[data-screen]'));
    mounted.handle.update({ language: 'ru' });
    await waitFor(
      () =>
        root().querySelector('[data-testid="kiosk-tap"]') || root().textContent?.includes('ещё не подключён'),
    );
    expect(root().textContent).not.toContain('ещё не подключён');
    expect(root().querySelector('[data-testid="kiosk-tap"]')?.textContent ?? 'no "Tap to order"').toMatch(
      /Коснитесь, чтобы заказать/,
    );
  });

  it('greets with the venue’s brand: its logo, cover and words, and a call to touch', async () => {
    // Tbilisi's Dala Coffee: the sandbox starts at most 10 sessions a venue a minute, and its clock stands still.
    mounted = await screens.mount(await enrolled(41));
    await shown('kiosk-start');
    const hero = await waitFor(() => root().querySelector<HTMLElement>('[data-testid="kiosk-brand"]'));
    expect(hero.querySelector('img.ks-brand-logo')?.getAttribute('src')).toMatch(
      /\/brandy\/.*brands\/1\.svg$/,
    );
    expect(hero.querySelector('img.ks-brand-cover')?.getAttribute('src')).toMatch(
      /\/brandy\/.*filials\/41\.svg$/,
    );
    expect(hero.querySelector('h2')?.textContent).toBe('Welcome to Dala Coffee');
    expect(byText(hero, 'p', 'Coffee and fresh pastries')).toBeTruthy();
    const tap = hero.querySelector('[data-testid="kiosk-tap"]');
    expect(tap?.textContent).toBe('Tap to order');
    const hint = root().getElementById(tap?.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Browse the menu and pay right here');
  });

  it('sells a coffee with a required size: its picker asks for it, prices each choice and sends the options', async () => {
    mounted = await screens.mount(await enrolled(11));
    (await button('Tap to order')).click();
    await shown('kiosk-menu');
    const tile = await waitFor(() => byText<HTMLButtonElement>(root(), '.ks-product', /^Americano/));
    press(tile);
    const picker = await waitFor(() => root().querySelector<HTMLElement>('[data-testid="kiosk-options"]'));
    await waitFor(() => picker.querySelector('fieldset'));
    // The focus moves into the dialog, named after the dish.
    const dialog = picker.closest('[role="dialog"]');
    expect(dialog?.contains(focused())).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Americano');
    expect(texts(picker, 'legend')).toEqual(['Size Required', 'Milk Optional', 'Syrup Optional · Up to 3']);
    expect(picker.querySelectorAll('fieldset')[0]?.querySelectorAll('input[type="radio"]')).toHaveLength(3);
    expect(picker.querySelectorAll('fieldset')[2]?.querySelectorAll('input[type="checkbox"]')).toHaveLength(
      3,
    );
    const option = (name: string) =>
      byText<HTMLLabelElement>(picker, 'label', new RegExp(`^${name}`))?.querySelector(
        'input',
      ) as HTMLInputElement;
    const add = () => byText<HTMLButtonElement>(picker, 'button', /^Add/) as HTMLButtonElement;
    expect(byText(picker, 'label', /^M 350 ml/)?.textContent).toMatch(/\+\s?300\s₸/);
    expect(add().textContent).toMatch(/^Add · 890\s₸$/);

    // Add without the size: the rule is said in the group, which takes the focus.
    press(add());
    await waitFor(() => byText(picker, 'p', 'Choose at least 1 option'));
    const size = picker.querySelectorAll('fieldset')[0];
    expect(focused()).toBe(size);
    expect(size?.getAttribute('aria-invalid')).toBe('true');

    option('M 350 ml').click();
    await waitFor(() => /^Add · 1\s190\s₸$/.test(add().textContent ?? ''));
    option('Almond milk').click();
    option('Oat milk').click();
    // Milk is one at most: oat milk replaced almond milk.
    await waitFor(() => option('Oat milk').checked && !option('Almond milk').checked);
    expect(add().textContent).toMatch(/^Add · 1\s490\s₸$/);
    expect(byText(picker, 'p', 'Choose at least 1 option')).toBeUndefined();
    press(add());
    await waitFor(() => root().querySelector('[data-testid="kiosk-options"]') === null);
    // The focus comes back to the dish it left from.
    expect(focused()).toBe(tile);
    const line = await waitFor(() => root().querySelector('[data-testid="kiosk-lines"] li'));
    expect(line.textContent).toContain('M 350 ml, Oat milk');
    expect(root().querySelector('[data-testid="kiosk-total"]')?.textContent).toMatch(/1\s490/);

    (await button('Continue')).click();
    await shown('kiosk-details');
    typeInto(field(root(), 'Your name'), 'Aruzhan');
    await choose('Take away');
    await choose('Cash at the counter');
    clickText(root(), 'button', /^Place order/);
    await shown('kiosk-number');
    const number = root().querySelector('[data-testid="kiosk-order-number"]')?.textContent ?? '';
    const orders = await screens.sandbox.control<{ data: { number: string; total: number }[] }>(
      'GET',
      'control/orders',
    );
    // The sandbox took the options and their prices: 890 + 300 (M) + 300 (oat milk).
    expect(orders.body.data.find((order) => order.number === number)?.total).toBe(1490);
  });

  it('leaves the picker without adding: Cancel and Escape keep the order as it was and the focus on the dish', async () => {
    mounted = await screens.mount(await enrolled(41));
    (await button('Tap to order')).click();
    const tile = await waitFor(() => byText<HTMLButtonElement>(root(), '.ks-product', /^Latte/));
    press(tile);
    const picker = await waitFor(() => root().querySelector<HTMLElement>('[data-testid="kiosk-options"]'));
    await waitFor(() => picker.querySelector('fieldset'));
    clickText(picker, 'button', 'Cancel');
    await waitFor(() => root().querySelector('[data-testid="kiosk-options"]') === null);
    expect(focused()).toBe(tile);
    press(tile);
    const again = await waitFor(() => root().querySelector<HTMLElement>('[data-testid="kiosk-options"]'));
    await waitFor(() => again.querySelector('fieldset'));
    focused()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => root().querySelector('[data-testid="kiosk-options"]') === null);
    expect(focused()).toBe(tile);
    expect(root().querySelectorAll('[data-testid="kiosk-lines"] li')).toHaveLength(0);
  });

  it('counts a guest choosing options as present: touches in the picker hold the idle warning off', async () => {
    mounted = await screens.mount(await enrolled(41, '&idle=3'));
    (await button('Tap to order')).click();
    press(await waitFor(() => byText<HTMLButtonElement>(root(), '.ks-product', /^Latte/)));
    const picker = await waitFor(() => root().querySelector<HTMLElement>('[data-testid="kiosk-options"]'));
    // Four and a half seconds of touches, past the 3 s idle time, without a warning.
    for (let touch = 0; touch < 9; touch++) {
      picker.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await new Promise((done) => setTimeout(done, 500));
      expect(idleDialog()).toBeNull();
    }
    // Left alone, the picker gives way to the warning as any screen does.
    await waitFor(idleDialog, 6_000);
  });

  it('moves the focus to each new step’s heading, from the start to the menu, the details and back', async () => {
    mounted = await screens.mount(await enrolled(11));
    press(await button('Tap to order'));
    await shown('kiosk-menu');
    expect(focused()).toBe(heading('Menu'));
    expect(focused()?.getAttribute('tabindex')).toBe('-1');
    press(await firstProduct());
    press(await button('Continue'));
    await shown('kiosk-details');
    expect(focused()).toBe(heading('Your details'));
    await waitFor(() => byText(root(), '[role="status"]', 'Your details'));
    press(await button('Start over'));
    await shown('kiosk-start');
    expect(focused()).toBe(heading(/^Welcome to /));
  });

  it('says what is missing in the details and takes the focus to the first field that lacks it', async () => {
    mounted = await screens.mount(await enrolled(11));
    press(await button('Tap to order'));
    press(await firstProduct());
    press(await button('Continue'));
    await shown('kiosk-details');
    const place = () => byText<HTMLButtonElement>(root(), 'button', /^Place order/) as HTMLButtonElement;
    press(place());
    await waitFor(() => byText(root(), '.ks-error', 'Enter at least 2 characters'));
    expect(focused()).toBe(field(root(), 'Your name'));
    expect(description().map((node) => node.textContent)).toEqual(['Enter at least 2 characters']);
    expect(description()[0]?.getAttribute('role')).toBe('alert');
    expect(byText(root(), '[role="alert"]', 'Choose take away or in the hall')).toBeTruthy();
    expect(byText(root(), '[role="alert"]', 'Choose how to pay')).toBeTruthy();

    typeInto(field(root(), 'Your name'), 'Aruzhan');
    press(place());
    await waitFor(() => byText(root(), '.ks-error', 'Enter at least 2 characters') === undefined);
    expect(focused()).toBe(byText(root(), 'button', 'Take away'));
    expect(description().map((node) => node.textContent)).toEqual(['Choose take away or in the hall']);
    expect(description()[0]?.getAttribute('role')).toBe('alert');

    await choose('In the hall');
    press(place());
    expect(focused()).toBe(byText(root(), 'button', 'By card'));
    expect(description().map((node) => node.textContent)).toEqual(['Choose how to pay']);
    expect(description()[0]?.getAttribute('role')).toBe('alert');

    await choose('Cash at the counter');
    press(place());
    await shown('kiosk-number');
    // The number follows the sandbox's answer, not the key press: its effects run a moment after it shows.
    await waitFor(() => focused() === heading('Your order number'));
  });

  it('warns an idle guest, then clears the cart and the name for the next one', async () => {
    mounted = await screens.mount(await enrolled(11, '&idle=3'));
    (await button('Tap to order')).click();
    (await firstProduct()).click();
    (await button('Continue')).click();
    typeInto(await nameField(), 'Dana');
    await waitFor(idleDialog, 6_000);
    expect(idleDialog()?.textContent).toMatch(/cleared in \d s/);
    await shown('kiosk-start');
    expect(idleDialog()).toBeNull();
    (await button('Tap to order')).click();
    await waitFor(() => byText(root(), 'p', 'Tap a dish to add it'));
    (await firstProduct()).click();
    (await button('Continue')).click();
    expect((await nameField()).value).toBe('');
  });

  it('shows the menu in the language the guest picks', async () => {
    mounted = await screens.mount(await enrolled(11));
    (await button('Русский')).click();
    (await button('Коснитесь, чтобы заказать')).click();
    await waitFor(() => byText(root(), '.ks-categories button', 'Кофе'));
    (await button('Начать заново')).click();
    (await button('English')).click();
    (await button('Tap to order')).click();
    await waitFor(() => byText(root(), '.ks-categories button', 'Coffee'));
  });

  it('greets in the venue’s language, and keeps the guest’s pick when the session is asked again in it', async () => {
    const language = () => root().querySelector('.dk-root')?.getAttribute('lang');
    const fetches = vi.spyOn(globalThis, 'fetch');
    // A resume of the session: its own path, not its orders'.
    const sessions = () =>
      fetches.mock.calls.filter(([input]) => /\/sessions\/[^/?]+$/.test(String(input).split('?')[0] ?? ''))
        .length;
    mounted = await screens.mount(await enrolled(11), { language: null });
    await button('Коснитесь, чтобы заказать');
    expect(language()).toBe('ru');
    const before = sessions();
    (await button('English')).click();
    await button('Tap to order');
    // The session's answer comes again in English; the venue's greeting must not take the pick back.
    await waitFor(() => sessions() > before);
    for (let turn = 0; turn < 5; turn++) await new Promise((done) => setTimeout(done, 0));
    expect(language()).toBe('en');
    expect(byText(root(), 'button', 'Tap to order')).toBeTruthy();
  });

  it('refuses cash where the venue takes none, and a venue without a tablet', async () => {
    mounted = await screens.mount(await enrolled(41));
    (await button('Tap to order')).click();
    (await firstProduct()).click();
    (await button('Continue')).click();
    await choose('Cash at the counter');
    const refusal = await waitFor(() => root().querySelector('[data-testid="kiosk-cash-refused"]'));
    expect(refusal.textContent).toBe('This venue takes no cash at the kiosk: please pay by card');
    mounted.unmount();
    mounted = await screens.mount('/kiosk/12');
    await waitFor(() => byText(root(), '[role="alert"]', 'This venue has no tablet mode'));
  });

  it('tells a tablet opened without its enrolment code, or with a spent one, to use the venue’s link', async () => {
    const notEnrolled =
      'This tablet is not enrolled yet. Open the kiosk with the enrolment link from the venue.';
    mounted = await screens.mount('/kiosk/11');
    await waitFor(() => byText(root(), '[role="alert"]', notEnrolled));
    expect(byText(root(), 'button', 'Retry')).toBeUndefined();
    mounted.unmount();
    sessionStorage.clear();
    mounted = await screens.mount('/kiosk/11?enrol=not-a-code', { language: 'ru' });
    await waitFor(() =>
      byText(
        root(),
        '[role="alert"]',
        'Этот планшет ещё не подключён. Откройте киоск по ссылке подключения от заведения.',
      ),
    );
  });
});
