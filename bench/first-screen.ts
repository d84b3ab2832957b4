import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { DEFAULT_DIRS, startSimulatorServer } from '../host-simulator/server/simulator-server.ts';
import { openHoursClock } from './open-hours-clock.ts';
import { chromiumCapabilities } from '../tests/chromium.ts';

export interface FirstScreenRun {
  page: string;
  jsFiles: number;
  jsTransferBytes: number;
  jsDecodedBytes: number;
  firstScreenMs: number;
}

/**
 * Loads pages in real Chromium against the simulator and reads what JS they fetched (Resource Timing:
 * bytes over the wire with gzip, and decoded) and when the first screen appeared. Fresh profile: no cache.
 */
export async function measureFirstScreen(): Promise<FirstScreenRun[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-bench-'));
  const server = await startSimulatorServer({ port: 0, ...DEFAULT_DIRS, dataDir, now: openHoursClock() });
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities() });
  try {
    const runs: FirstScreenRun[] = [];
    for (const page of ['/app/']) {
      await browser.url(`${server.url}${page}`);
      await browser.waitUntil(
        () =>
          browser.execute(() =>
            Boolean(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen]')),
          ),
        { timeout: 15_000, interval: 20 },
      );
      const stats = await browser.execute(() => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
          .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[];
        return {
          jsFiles: scripts.length,
          jsTransferBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
          jsDecodedBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
          firstScreenMs: Math.round(performance.now()),
        };
      });
      runs.push({ page, ...stats });
    }
    return runs;
  } finally {
    await browser.deleteSession();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
