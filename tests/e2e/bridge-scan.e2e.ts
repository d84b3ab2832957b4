import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remote } from 'webdriverio';
import { barcodeFrame } from '../../bridge/testing/barcode-frames.ts';
import type { Frame } from '../../bridge/web/scanner/decoder.ts';
import { chromiumCapabilities } from '../chromium.ts';
import { type Browser, simulatorUrl, waitForValue } from './harness.ts';

/**
 * The plain-browser scanner for real: Chromium's fake camera shows a printed EAN-13 (a Y4M file made here
 * with zxing's writer), the polyfill and scanner chunks load lazily, zxing decodes in the module worker with
 * the wasm file we serve (there is no network to fetch it from anywhere else).
 */
let browser: Browser;
let folder: string;
const consoleErrors: string[] = [];

/** One frame as a Y4M video: grey levels as luma, no colour. */
async function writeY4m(path: string, { width, height, data }: Frame) {
  const luma = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < luma.length; pixel++) luma[pixel] = data[pixel * 4]!;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  await writeFile(path, Buffer.concat([header, luma, chroma, chroma]));
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dastarkhan-camera-'));
  const video = join(folder, 'ean13.y4m');
  await writeY4m(video, await barcodeFrame('4870204391510', 'EAN13'));
  browser = await remote({
    logLevel: 'error',
    capabilities: chromiumCapabilities([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]),
  });
  await browser.sessionSubscribe({ events: ['log.entryAdded'] });
  browser.on('log.entryAdded', (entry) => {
    if (entry.level === 'error') consoleErrors.push(entry.text ?? String(entry));
  });
});

afterAll(async () => {
  await browser?.deleteSession();
  await rm(folder, { recursive: true, force: true });
});

describe('plain-browser scanner', () => {
  it('reads an EAN-13 from the camera in a labelled dialog, then closes it', async () => {
    await browser.url(simulatorUrl('/examples/mini-app/index.html'));
    await waitForValue(
      browser,
      () => document.documentElement.dataset.runtime === 'web',
      'the mini-app did not start',
    );
    await browser.execute(() =>
      [...document.querySelectorAll('button')]
        .find((button) => button.textContent === 'Scan barcode')
        ?.click(),
    );
    const dialog = await waitForValue(
      browser,
      () => {
        const element = document.querySelector('dialog.dastarkhan-scanner');
        const title = element && document.getElementById(element.getAttribute('aria-labelledby') ?? '');
        return element && { open: (element as HTMLDialogElement).open, title: title?.textContent };
      },
      'the scanner dialog did not open',
    );
    expect(dialog).toEqual({ open: true, title: 'Scan the barcode' });
    await waitForValue(
      browser,
      () =>
        document
          .getElementById('log')
          ?.textContent?.includes(
            'Scan barcode: {"status":"success","text":"4870204391510","format":"ean_13"}',
          ),
      'the barcode was not read',
    );
    expect(await browser.execute(() => document.querySelector('dialog.dastarkhan-scanner'))).toBeNull();
    const loaded = await browser.execute(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(loaded.some((name) => /\/dist\/chunks\/web-[\w-]+\.js$/.test(name))).toBe(true);
    expect(loaded.some((name) => /\/dist\/chunks\/browser-scanner-[\w-]+\.js$/.test(name))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('takes a typed code instead, and Cancel dismisses', async () => {
    await browser.execute(() =>
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Scan QR')?.click(),
    );
    await waitForValue(
      browser,
      () => document.querySelector('dialog.dastarkhan-scanner'),
      'no scanner dialog',
    );
    await browser.execute(() => {
      const dialog = document.querySelector('dialog.dastarkhan-scanner') as HTMLDialogElement;
      const field = dialog.querySelector('input') as HTMLInputElement;
      const label = dialog.querySelector(`label[for="${field.id}"]`);
      if (label?.textContent !== 'Enter the code manually') throw new Error('the manual field has no label');
      field.value = 'TABLE-12';
      (dialog.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });
    await waitForValue(
      browser,
      () =>
        document
          .getElementById('log')
          ?.textContent?.includes('Scan QR: {"status":"success","text":"TABLE-12","format":"manual"}'),
      'the typed code was not returned',
    );
    await browser.execute(() =>
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Scan QR')?.click(),
    );
    await waitForValue(
      browser,
      () => document.querySelector('dialog.dastarkhan-scanner'),
      'no scanner dialog',
    );
    await browser.execute(() =>
      [...document.querySelectorAll('dialog.dastarkhan-scanner button')]
        .find((button) => button.textContent === 'Cancel')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    await waitForValue(
      browser,
      () => document.getElementById('log')?.textContent?.includes('Scan QR: {"status":"dismissed"}'),
      'Cancel did not dismiss',
    );
  });
});
