import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxGrant } from '../../host-simulator/server/sandbox/test-support/sandbox-grant.ts';
import { closeDialog, expectAccessible, revealInApp, waitForDialog } from './a11y-support.ts';
import { openFresh } from './discovery-support.ts';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/** Issue 11, item 3: the grading sheet (docs/contract/screens.md#other-screens-and-dialogs, docs/contract/constants.md#cashback), from the header balance and from the profile. */
const SHOTS = '/tmp/shots';
const journey = setUpJourney();

async function openSignedIn(path: string, language: string, userId: number): Promise<void> {
  const { access_token: token } = await sandboxGrant(simulatorUrl(), { userId });
  await openFresh(journey.browser, path, language, async () => {
    await journey.browser.execute((value: string) => localStorage.setItem('accessToken', value), token);
  });
}

const sheetText = (testId: string) =>
  waitForValue(
    journey.browser,
    (id: string) =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector(`.dk-layers [role="dialog"] [data-testid="${id}"]`)
        ?.textContent?.replace(/\s+/gu, ' '),
    `the grading sheet shows no ${testId}`,
    testId,
  );

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

describe('the grading sheet', () => {
  it('opens from the header balance in Kazakh, tells the level and expiry, and closes on Escape', async () => {
    await openSignedIn('/', 'kk', 1);
    await revealInApp(journey.browser, '[data-testid="balance"]', true);
    await waitForDialog(journey.browser);
    expect(await sheetText('grading-standing')).toMatch(/^Сіздің деңгейіңіз: Алтын, кешбэк 7%/);
    expect(await sheetText('grading-bonuses')).toMatch(
      /^Сіздің бонустарыңыз: 12 500 ₸ .* \d{4} күйіп кетеді/,
    );
    expect(await journey.browser.execute(() => window.location.search)).toContain('sheet=grades');
    await expectAccessible(journey.browser, 'grading sheet (kk)', 'dialogs');
    await saveScreenshot(journey.browser, `${SHOTS}/grading-sheet-kk.png`);
    await closeDialog(journey.browser);
    expect(await journey.browser.execute(() => window.location.search)).not.toContain('sheet=');
  });

  it('opens from the profile in English for a new guest, with the first-bill bonus', async () => {
    await openSignedIn('/profile', 'en', 2);
    await revealInApp(journey.browser, '[data-testid="profile-grades"]', true);
    await waitForDialog(journey.browser);
    expect(await sheetText('grading-first-bill')).toBe('Your first bill paid in the app earns 10% cashback');
    expect(await sheetText('grading-next')).toBe('30 000 ₸ more for Silver (5% cashback)');
    await expectAccessible(journey.browser, 'grading sheet (en)', 'dialogs');
    await saveScreenshot(journey.browser, `${SHOTS}/grading-sheet-en.png`);
  });
});
