import { describe, expect, it } from 'vitest';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

/**
 * The plain-browser scanner for real: Chromium's fake camera shows a printed EAN-13 (a Y4M file made here
 * with zxing's writer), the polyfill and scanner chunks load lazily, zxing decodes in the module worker with
 * the wasm file we serve (there is no network to fetch it from anywhere else).
 */
const journey = setUpJourney({ cameraBarcode: '4870204391510' });

describe('plain-browser scanner', () => {
  it('reads an EAN-13 from the camera in a labelled dialog, then closes it', async () => {
    await journey.browser.url(simulatorUrl('/examples/mini-app/index.html'));
    await waitForValue(
      journey.browser,
      () => document.documentElement.dataset.runtime === 'web',
      'the mini-app did not start',
    );
    await journey.browser.execute(() =>
      [...document.querySelectorAll('button')]
        .find((button) => button.textContent === 'Scan barcode')
        ?.click(),
    );
    const dialog = await waitForValue(
      journey.browser,
      () => {
        const element = document.querySelector('dialog.dastarkhan-scanner');
        const title = element && document.getElementById(element.getAttribute('aria-labelledby') ?? '');
        return element && { open: (element as HTMLDialogElement).open, title: title?.textContent };
      },
      'the scanner dialog did not open',
    );
    expect(dialog).toEqual({ open: true, title: 'Scan the barcode' });
    await waitForValue(
      journey.browser,
      () =>
        document
          .getElementById('log')
          ?.textContent?.includes(
            'Scan barcode: {"status":"success","text":"4870204391510","format":"ean_13"}',
          ),
      'the barcode was not read',
    );
    expect(
      await journey.browser.execute(() => document.querySelector('dialog.dastarkhan-scanner')),
    ).toBeNull();
    const loaded = await journey.browser.execute(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(loaded.some((name) => /\/dist\/chunks\/web-[\w-]+\.js$/.test(name))).toBe(true);
    expect(loaded.some((name) => /\/dist\/chunks\/browser-scanner-[\w-]+\.js$/.test(name))).toBe(true);
    expect(journey.consoleErrors).toEqual([]);
  });

  it('takes a typed code instead, and Cancel dismisses', async () => {
    await journey.browser.execute(() =>
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Scan QR')?.click(),
    );
    await waitForValue(
      journey.browser,
      () => document.querySelector('dialog.dastarkhan-scanner'),
      'no scanner dialog',
    );
    await journey.browser.execute(() => {
      const dialog = document.querySelector('dialog.dastarkhan-scanner') as HTMLDialogElement;
      const field = dialog.querySelector('input') as HTMLInputElement;
      const label = dialog.querySelector(`label[for="${field.id}"]`);
      if (label?.textContent !== 'Enter the code manually') throw new Error('the manual field has no label');
      field.value = 'TABLE-12';
      (dialog.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });
    await waitForValue(
      journey.browser,
      () =>
        document
          .getElementById('log')
          ?.textContent?.includes('Scan QR: {"status":"success","text":"TABLE-12","format":"manual"}'),
      'the typed code was not returned',
    );
    await journey.browser.execute(() =>
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Scan QR')?.click(),
    );
    await waitForValue(
      journey.browser,
      () => document.querySelector('dialog.dastarkhan-scanner'),
      'no scanner dialog',
    );
    await journey.browser.execute(() =>
      [...document.querySelectorAll('dialog.dastarkhan-scanner button')]
        .find((button) => button.textContent === 'Cancel')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    await waitForValue(
      journey.browser,
      () => document.getElementById('log')?.textContent?.includes('Scan QR: {"status":"dismissed"}'),
      'Cancel did not dismiss',
    );
  });
});
