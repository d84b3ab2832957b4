import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { barcodeFrame } from '../../bridge/testing/barcode-frames.ts';
import type { Frame } from '../../bridge/web/scanner/decoder.ts';
import { type CheckoutServer, startCheckoutServer } from './checkout-support.ts';
import { type Browser, openBrowser } from './harness.ts';

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
 * The start-up of a journey file: before its first test a Chromium session (and its own simulator when
 * asked), after its last everything closed. Call it once at the top of the file.
 */
export function setUpJourney(options: JourneyOptions = {}): Journey {
  let browser: Browser | undefined;
  let consoleErrors: string[] = [];
  let server: CheckoutServer | undefined;
  let camera: string | undefined;
  beforeAll(async () => {
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
    ({ browser, consoleErrors } = await openBrowser(args));
  });
  afterAll(async () => {
    await browser?.deleteSession();
    await server?.close();
    if (camera) await rm(camera, { recursive: true, force: true });
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser opens in beforeAll');
      return browser;
    },
    get consoleErrors() {
      return consoleErrors;
    },
    get server() {
      if (!server) throw new Error('no simulator of its own: setUpJourney({ server: true })');
      return server;
    },
  };
}

/** One frame as a Y4M video (what Chromium's fake camera plays): grey levels as luma, no colour. */
async function writeY4m(path: string, { width, height, data }: Frame) {
  const luma = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < luma.length; pixel++) luma[pixel] = data[pixel * 4] ?? 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  await writeFile(path, Buffer.concat([header, luma, chroma, chroma]));
}
