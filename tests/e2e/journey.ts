import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunnerTestFile, type RunnerTestSuite, test } from 'vitest';
import { barcodeFrame } from '../../bridge/testing/barcode-frames.ts';
import type { Frame } from '../../bridge/web/scanner/decoder.ts';
import { type CheckoutServer, startCheckoutServer } from './checkout-support.ts';
import { type Browser, type OpenedBrowser, openBrowser } from './harness.ts';
import { closeSharedChromium } from './shared-chromium.ts';

export interface JourneyOptions {
  /**
   * A simulator with a fresh sandbox of the file's own (startCheckoutServer), for journeys that change data
   * (stop items, move the clock, inject faults); without it the file uses the shared simulator.
   */
  server?: boolean;
  /** Chromium's fake camera shows this EAN-13, for the scanner journeys. */
  cameraBarcode?: string;
}

export interface Journey {
  /** The file's Chromium session. */
  readonly browser: Browser;
  /** The console errors of every page the session showed, for the no-console-error checks. */
  readonly consoleErrors: string[];
  /** The file's own simulator (only with `server: true`). */
  readonly server: CheckoutServer;
}

/**
 * The worker's shared Chromium session ends with the worker: vitest runs a worker fixture's clean-up when it
 * stops the worker, which it does after the worker's last file (the e2e project's workers are not isolated).
 */
// biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
export const journeyTest = test.extend('sharedChromium', { scope: 'worker' }, ({}, { onCleanup }) => {
  onCleanup(closeSharedChromium);
  return true;
});

/**
 * The start-up of a journey file: before its first test a browser (a user context of the worker's Chromium
 * session, or a session of its own for a fake camera; see harness.ts's openBrowser) and its own simulator
 * when asked, after its last everything closed or handed back. Call it once at the top of the file.
 */
export function setUpJourney(options: JourneyOptions = {}): Journey {
  let opened: OpenedBrowser | undefined;
  let server: CheckoutServer | undefined;
  let camera: string | undefined;
  journeyTest.beforeAll(async ({ sharedChromium }) => {
    if (!sharedChromium) throw new Error('no clean-up of the shared Chromium session');
    if (options.server) server = await startCheckoutServer();
    const args: string[] = [];
    if (options.cameraBarcode) {
      camera = await mkdtemp(join(tmpdir(), 'dastarkhan-camera-'));
      const video = join(camera, 'barcode.y4m');
      await writeY4m(video, await barcodeFrame(options.cameraBarcode, 'EAN13'));
      args.push(
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      );
    }
    opened = await openBrowser(args);
    // A WebKit session that does not come is asked again of a fresh driver, up to 3 x 20 s (webkit-session.ts).
  }, 120_000);
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a hook's fixtures from this pattern.
  journeyTest.afterAll(async ({}, file) => {
    // A journey that failed or timed out may still be driving the browser: its session goes with it.
    await opened?.close(allPassed(file));
    await server?.close();
    if (camera) await rm(camera, { recursive: true, force: true });
  });
  return {
    get browser() {
      if (!opened) throw new Error('the browser opens in beforeAll');
      return opened.browser;
    },
    get consoleErrors() {
      return opened?.consoleErrors ?? [];
    },
    get server() {
      if (!server) throw new Error('no simulator of its own: setUpJourney({ server: true })');
      return server;
    },
  };
}

/** Whether every test the file ran passed (a test skipped on purpose counts as passed). */
export function allPassed(suite: Readonly<RunnerTestSuite | RunnerTestFile>): boolean {
  if (suite.result?.state === 'fail') return false;
  return suite.tasks.every((task) =>
    task.type === 'suite' ? allPassed(task) : task.mode !== 'run' || task.result?.state === 'pass',
  );
}

/** One frame as a Y4M video (what Chromium's fake camera plays): grey levels as luma, no colour. */
async function writeY4m(path: string, { width, height, data }: Frame) {
  const luma = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < luma.length; pixel++) luma[pixel] = data[pixel * 4] ?? 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  await writeFile(path, Buffer.concat([header, luma, chroma, chroma]));
}
