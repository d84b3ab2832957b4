import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { DEFAULT_DIRS, startSimulatorServer } from '../host-simulator/server/simulator-server.ts';
import { chromiumCapabilities } from '../tests/chromium.ts';
import { openHoursClock } from './open-hours-clock.ts';

/** A partner page that mounts the ESM build on load, like tests/e2e/fixtures/embed.html does on demand. */
const EMBED_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner page</title>
    <style>body { margin: 0; font: 15px Georgia, serif; } #app { height: 100vh; }</style>
  </head>
  <body>
    <div id="app"></div>
    <script type="module">
      import { mount } from '/dist/dastarkhan.js';
      mount(document.getElementById('app'), { language: 'kk' });
    </script>
  </body>
</html>
`;

/** The two ways Home is measured: mounted by a partner page, and the app shell. Paths on the simulator. */
export const HOME_PAGES = [
  ['embedded (ESM build)', '/bench-pages/embed.html'],
  ['app shell', '/app/?language=en'],
] as const;

/**
 * A simulator on its own fresh sandbox with the partner page under /bench-pages/, and one Chromium session
 * on that page: what the Home benches run in. Everything is closed and removed after `run`.
 */
export async function withHomeBench<T>(
  name: string,
  run: (browser: WebdriverIO.Browser, serverUrl: string) => Promise<T>,
  /** Writes more pages of the bench's own into the folder served under /bench-pages/. */
  addPages: (pagesDir: string) => Promise<void> = async () => {},
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), `dastarkhan-bench-${name}-`));
  const pagesDir = await mkdtemp(join(tmpdir(), `dastarkhan-bench-${name}-pages-`));
  await writeFile(join(pagesDir, 'embed.html'), EMBED_PAGE);
  await addPages(pagesDir);
  const server = await startSimulatorServer({
    port: 0,
    ...DEFAULT_DIRS,
    dataDir,
    extraStatic: { '/bench-pages/': pagesDir },
    now: openHoursClock(),
  });
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities() });
  try {
    await browser.url(`${server.url}/bench-pages/embed.html`);
    return await run(browser, server.url);
  } finally {
    await browser.deleteSession();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(pagesDir, { recursive: true, force: true });
  }
}
