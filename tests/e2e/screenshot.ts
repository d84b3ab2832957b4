import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Browser, isChromium } from './harness.ts';

/**
 * Saves a PNG of the page's viewport to `path`, for a reviewer to look at. In Chromium through CDP's
 * Page.captureScreenshot with `optimizeForSpeed` (a faster zlib setting for the same pixels, still a PNG):
 * WebDriver's screenshot encodes at Chromium's default, which made the 114 pictures of screens-gallery
 * ~19 of its ~55 CPU-s; this way they take ~8 (ADR 0020). WebKit has no CDP: WebDriver's own there.
 */
export async function saveScreenshot(browser: Browser, path: string): Promise<void> {
  // A fresh clone has no artifacts folder, and the WebKit files now run first (ADR 0021): whichever file
  // saves first makes it.
  await mkdir(dirname(path), { recursive: true });
  if (!isChromium(browser)) {
    await browser.saveScreenshot(path);
    return;
  }
  const { data } = (await browser.sendCommandAndGetResult('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
  })) as { data: string };
  await writeFile(path, Buffer.from(data, 'base64'));
}
