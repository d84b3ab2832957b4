import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './harness.ts';
import { appText, appUrl, press, waitForAppText } from './menu-support.ts';

let browser: Browser;
let consoleErrors: string[];

beforeAll(async () => {
  ({ browser, consoleErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
});

const dialogTitle = () =>
  browser.execute(
    () =>
      document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[role="dialog"] h2')
        ?.textContent ?? null,
  );

describe('21+ items, in Russian (SPEC §4/§5)', () => {
  it('asks 21+ for an energy drink; a no keeps it closed, a yes opens it and is not asked again', async () => {
    await browser.url(appUrl('/filials/15?language=ru'));
    await waitForAppText(browser, 'Burger Batyr');

    await press(browser, 'Энергетик');
    await waitForAppText(browser, 'Вам уже есть 21 год?');
    expect(await browser.execute(appText)).toContain('По закону их нельзя продавать лицам младше 21 года.');
    await press(browser, 'Нет', '[role="dialog"]');
    await browser.waitUntil(async () => (await dialogTitle()) === null, {
      timeoutMsg: 'the 21+ question stayed open',
    });
    expect(await browser.execute(() => sessionStorage.getItem('ageRestriction'))).toBe('false');

    await press(browser, 'Энергетик');
    await press(browser, 'Да, мне есть 21', '[role="dialog"]');
    await browser.waitUntil(async () => (await dialogTitle()) === 'Энергетик', {
      timeoutMsg: 'the product did not open after the yes',
    });
    expect(await browser.execute(() => sessionStorage.getItem('ageRestriction'))).toBe('true');
    await press(browser, 'Закрыть', '[role="dialog"]');

    // Once true, another 21+ item opens straight away, for the rest of the session.
    await press(browser, 'Пиво разливное');
    await browser.waitUntil(async () => (await dialogTitle()) === 'Пиво разливное', {
      timeoutMsg: 'the second 21+ item asked again',
    });
    expect(await browser.execute(appText)).toContain('Недоступно для способа «Доставка»');
    expect(consoleErrors).toEqual([]);
  });
});
