import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, waitForDialog } from './a11y-support.ts';
import { clickText, ensureOpen, grant, inApp, menuOf, orderable, textOf } from './checkout-support.ts';
import { replaceValue, waitForValue } from './harness.ts';
import { storeSignIn, waitForScreen, waitForText } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 11, item 7 (second half): the birthday dialog, the server-error page of a whole-screen failure, and
 * order statuses in the messenger seen from the simulator. Its own sandbox: it injects faults and moves the clock.
 */
const journey = setUpJourney({ server: true });
const SHOTS = 'tests/e2e/artifacts/screens';

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** A new guest signed in on the app shell's origin, in `language`; their token. */
async function newGuest(phone: string, language: string): Promise<string> {
  const guest = await grant(journey.server, { phone });
  await journey.browser.url(journey.server.at('/app/'));
  await storeSignIn(journey.browser, guest.access_token, language);
  return guest.access_token;
}

/** Types into a field of the app as a person does; `shown` is what the field then holds (the birthday is masked). */
async function typeIn(selector: string, text: string, shown = text): Promise<void> {
  const element = await inApp(journey.browser, selector);
  await element.click();
  await journey.browser.execute((field) => (field as unknown as HTMLInputElement).select(), element);
  await journey.browser.keys(text.split(''));
  await journey.browser.waitUntil(async () => (await element.getValue()) === shown, {
    timeoutMsg: `${selector} never held "${shown}"`,
  });
}

const dialogGone = () =>
  waitForValue(
    journey.browser,
    () => !document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-layers [role="dialog"]'),
    'the birthday dialog did not close',
  );

describe('the birthday dialog', () => {
  it('is offered on the profile in Russian, validates, and saves the name and birthday', async () => {
    await journey.browser.setWindowSize(320, 720);
    const token = await newGuest('+77057770001', 'ru');
    await journey.browser.url(journey.server.at('/app/profile?language=ru'));
    await waitForScreen(journey.browser, 'profile');
    await waitForText(journey.browser, 'Когда у вас день рождения?');
    await saveScreenshot(journey.browser, `${SHOTS}/birthday-invite-ru.png`);
    await clickText(journey.browser, 'Указать день рождения');
    await waitForDialog(journey.browser);
    await typeIn('.dk-layers input[name="name"]', 'А');
    await typeIn('.dk-layers input[name="birthday"]', '31021990', '31/02/1990');
    await clickText(journey.browser, 'Сохранить', '.dk-layers button');
    await waitForText(journey.browser, 'Введите не менее 2 символов');
    await waitForText(journey.browser, 'Введите корректные данные');
    await expectAccessible(journey.browser, 'birthday dialog with errors (ru)', 'dialogs');
    await saveScreenshot(journey.browser, `${SHOTS}/birthday-dialog-ru.png`);
    await typeIn('.dk-layers input[name="name"]', 'Алия');
    await typeIn('.dk-layers input[name="birthday"]', '21021990', '21/02/1990');
    await clickText(journey.browser, 'Сохранить', '.dk-layers button');
    await dialogGone();
    // The profile reads the user again once the dialog closes.
    await waitForText(journey.browser, 'Привет, Алия');
    expect(await textOf(journey.browser, '[data-testid="profile-greeting"]')).toBe('Привет, Алия');
    const user = await journey.server.api<{ data: { attributes: { name: string; bday: string } } }>(
      'GET',
      'api/v3/user',
      { token },
    );
    expect(user.body.data.attributes).toMatchObject({ name: 'Алия', bday: '1990-02-21' });
  });
});

describe('a whole-screen server error', () => {
  it('shows the server-error page in English, whose link goes to the main page', async () => {
    await newGuest('+77057770002', 'en');
    await journey.server.control('POST', 'faults', {
      kind: 'error',
      status: 500,
      route: 'takeaway/v2/user/orders',
    });
    try {
      await journey.browser.url(journey.server.at('/app/orders?language=en'));
      // Three retries, 1 + 2 + 3 s apart (docs/contract/calls.md#retries), before the page gives up.
      await journey.browser.waitUntil(
        async () =>
          journey.browser.execute(() =>
            Boolean(
              document
                .querySelector('dastarkhan-app')
                ?.shadowRoot?.querySelector('[data-screen="server-error"]'),
            ),
          ),
        { timeout: 20_000, timeoutMsg: 'no server-error page' },
      );
      expect(await textOf(journey.browser, '[data-screen="server-error"] h1')).toBe('Oops! Server error');
      await expectAccessible(journey.browser, 'server-error page (en)');
      await saveScreenshot(journey.browser, `${SHOTS}/server-error-en.png`);
    } finally {
      await journey.server.control('DELETE', 'faults');
    }
    await clickText(journey.browser, 'Go to the main page', 'a');
    await waitForScreen(journey.browser, 'home');
    expect(await journey.browser.execute(() => window.location.pathname)).toBe('/app/');
  });
});

/** Waits until the simulator's phone frame was replaced by one loading `prefix` in the plain-browser runtime. */
async function phoneShows(prefix: string): Promise<void> {
  await journey.browser.waitUntil(
    async () => {
      const src = await journey.browser.$('iframe[title="Mini-app"]').getAttribute('src');
      return Boolean(src?.startsWith(prefix) && src.includes('sim_runtime=web'));
    },
    { timeoutMsg: `the phone did not load ${prefix} in the plain-browser runtime` },
  );
}

describe('messenger notifications in the simulator', () => {
  it('links the chat from the profile in Kazakh, shows each status of an order there, then the paid order invites to give a birthday', async () => {
    await journey.browser.setWindowSize(1280, 800);
    const guest = await grant(journey.server, { phone: '+77057770003' });
    // The bot writes in the language of the guest's profile, which the profile's language select sets.
    const language = await journey.server.api('POST', 'profile/api/v1/profile/language', {
      token: guest.access_token,
      body: { data: { type: 'profile', attributes: { language: 'kk' } } },
    });
    expect(language.status).toBe(200);
    await journey.browser.url(journey.server.at('/'));
    // The plain-browser runtime keeps the token in this origin's localStorage (a native one would move it
    // into the host's secure storage): switch first, then sign in and open the profile.
    await journey.browser.execute(() =>
      (document.querySelector('input[name="sim-runtime"][value="web"]') as HTMLInputElement).click(),
    );
    await phoneShows('/app/?');
    await storeSignIn(journey.browser, guest.access_token, 'kk');
    await replaceValue(journey.browser, journey.browser.$('header input'), '/profile');
    await (await journey.browser.$('header select')).selectByAttribute('value', 'kk');
    await (await journey.browser.$('header button[type="submit"]')).click();
    await phoneShows('/app/profile?');
    await journey.browser.switchFrame(await journey.browser.$('iframe[title="Mini-app"]'));
    await waitForScreen(journey.browser, 'profile');
    await (await inApp(journey.browser, '[data-testid="telegram-link"]')).click();
    await journey.browser.switchFrame(null);
    const panel = await journey.browser.$('[data-testid="messenger-panel"]');
    await panel.$('li[data-kind="linked"]').waitForExist({ timeout: 10_000 });
    expect(await panel.$('li[data-kind="linked"] span').getText()).toBe(
      'Сәлем! Енді тапсырыстарыңыздың күйі осы чатқа келеді.',
    );

    await ensureOpen(journey.server, 11);
    const [item] = orderable(await menuOf(journey.server, 11), 1);
    const placed = await journey.server.api<{ data: { id: string; attributes: { number: string } } }>(
      'POST',
      'takeaway/v1/takeaway/order',
      {
        token: guest.access_token,
        body: {
          data: {
            type: 'orders',
            attributes: {
              filial_id: 11,
              payment_type: 'cash',
              items: [{ product_id: item?.id, count: 1, price: item?.price }],
            },
          },
        },
      },
    );
    expect(placed.status).toBe(201);
    await panel.$('li[data-kind="placed"]').waitForExist({ timeout: 10_000 });
    await journey.server.control('POST', 'clock', { advance_minutes: 120 });
    await panel.$('li[data-kind="completed"]').waitForExist({ timeout: 10_000 });
    const kinds = await journey.browser.execute(() =>
      [...document.querySelectorAll('[data-testid="messenger-panel"] li')].map((li) =>
        li.getAttribute('data-kind'),
      ),
    );
    expect(kinds).toEqual(['linked', 'placed', 'cooking', 'readyForPickup', 'completed']);
    expect(await panel.$('li[data-kind="readyForPickup"] span').getText()).toBe(
      `№${placed.body.data.attributes.number} тапсырыс дайын: оны мекемеден алып кетіңіз.`,
    );
    await panel.scrollIntoView();
    await panel.saveScreenshot(`${SHOTS}/simulator-messenger-kk.png`);

    // The handed-over order is paid: its thank-you page invites this guest, who has no birthday, to give it.
    await journey.browser.setWindowSize(320, 720);
    await journey.browser.url(journey.server.at(`/app/typ/11/order/${placed.body.data.id}?language=kk`));
    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'Туған күніңіз қашан?');
    await journey.browser.execute(() =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector('[data-testid="birthday-invite"]')
        ?.scrollIntoView({ block: 'center' }),
    );
    await expectAccessible(journey.browser, 'thank-you page with the birthday invitation (kk)');
    await saveScreenshot(journey.browser, `${SHOTS}/typ-birthday-invite-kk.png`);
  });
});
