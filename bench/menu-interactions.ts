import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { DEFAULT_DIRS, startSimulatorServer } from '../host-simulator/server/simulator-server.ts';
import { openHoursClock } from './open-hours-clock.ts';
import { chromiumCapabilities } from '../tests/chromium.ts';

/** The sandbox's large venue (seed/venues.ts LARGE_VENUE_ID): a food hall of 1,640 items. */
const LARGE_VENUE = 24;
const CPU_SLOWDOWN = 4;
const SCROLL_STEPS = 40;
const SCROLL_STEP_PX = 700;
/**
 * 24 of each, not 12 and 8: of so few samples the 95th percentile is the largest one, and a single slow frame
 * (in a quiet run, one jump of 8 took 282 ms against a median of 79) decided it.
 */
const PRODUCT_OPENS = 24;
const CATEGORY_JUMPS = 24;
/** A person's pause between two gestures; back-to-back script input would measure a queue, not a tap. */
const GAP_MS = 120;

export interface InteractionFigures {
  interaction: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

function figures(interaction: string, samples: number[]): InteractionFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    interaction: `${interaction} (${samples.length}x)`,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

type Kind = 'scroll' | 'open' | 'close' | 'jump';

/**
 * Runs inside the page: one interaction, timed from the input to the frame after it was painted (the
 * rendering step, then a task queued from requestAnimationFrame runs after the paint), the way INP counts
 * an interaction. Returns null when there was nothing to act on.
 */
function interact(kind: Kind, step: number, amount: number): Promise<number | null> {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  const list = root?.querySelector<HTMLElement>('.dkm-list');
  if (!root || !list) return Promise.resolve(null);
  let scroller = list.parentElement;
  while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY))
    scroller = scroller.parentElement;
  const afterPaint = () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    );
  const started = performance.now();
  if (kind === 'scroll') {
    if (!scroller) return Promise.resolve(null);
    scroller.scrollTop += amount;
  } else if (kind === 'open') {
    const viewTop = scroller ? scroller.getBoundingClientRect().top : 0;
    const rows = [...list.querySelectorAll<HTMLButtonElement>('.dkm-item .dkm-item-open')].filter(
      (button) => button.getBoundingClientRect().top > viewTop + 60,
    );
    const row = rows[step % Math.max(rows.length, 1)];
    if (!row) return Promise.resolve(null);
    row.click();
  } else if (kind === 'close') {
    const close = root.querySelector<HTMLButtonElement>('.dk-sheet .dk-dialog-header button');
    if (!close) return Promise.resolve(null);
    close.click();
  } else {
    const tabs = [...root.querySelectorAll<HTMLButtonElement>('.dkm-tabs button')];
    const tab = tabs[(step * 7 + 3) % Math.max(tabs.length, 1)];
    if (!tab) return Promise.resolve(null);
    tab.click();
  }
  return afterPaint().then(() => performance.now() - started);
}

/**
 * Scrolling, opening and closing a product and jumping to a category in the 1,640-item menu of the
 * sandbox's food hall, in Chromium with the CPU slowed 4x (DevTools' emulation of a cheap phone), at a
 * phone's viewport. Fresh sandbox and browser profile; the app shell at /app/ as a webview loads it.
 */
export async function measureMenuInteractions(): Promise<InteractionFigures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-menu-bench-'));
  const server = await startSimulatorServer({ port: 0, ...DEFAULT_DIRS, dataDir, now: openHoursClock() });
  const browser = await remote({
    logLevel: 'error',
    capabilities: chromiumCapabilities(['--window-size=412,915']),
  });
  const { protocol, hostname, port } = browser.options;
  const cdp = async (cmd: string, params: Record<string, unknown>) => {
    const response = await fetch(
      `${protocol}://${hostname}:${port}/session/${browser.sessionId}/goog/cdp/execute`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cmd, params }),
      },
    );
    if (!response.ok) throw new Error(`CDP ${cmd} failed: ${response.status} ${await response.text()}`);
  };
  try {
    await browser.url(`${server.url}/app/`);
    await cdp('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.url(`${server.url}/app/filials/${LARGE_VENUE}?language=en`);
    await browser.waitUntil(
      () =>
        browser.execute(() =>
          Boolean(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dkm-list .dkm-item')),
        ),
      { timeout: 60_000, interval: 100, timeoutMsg: 'the large menu did not render' },
    );
    const samples: Record<Kind, number[]> = { scroll: [], open: [], close: [], jump: [] };
    const run = async (kind: Kind, step: number, amount = 0) => {
      await browser.pause(GAP_MS);
      const ms = await browser.execute(interact, kind, step, amount);
      if (ms === null) throw new Error(`nothing to ${kind} at step ${step}`);
      samples[kind].push(ms);
    };
    for (let step = 0; step < SCROLL_STEPS; step++) await run('scroll', step, SCROLL_STEP_PX);
    for (let step = 0; step < PRODUCT_OPENS; step++) {
      await run('open', step);
      // Let the sheet's options arrive, as a guest reads before closing.
      await browser.pause(300);
      await run('close', step);
      await run('scroll', step, SCROLL_STEP_PX * 3);
    }
    for (let step = 0; step < CATEGORY_JUMPS; step++) await run('jump', step);
    return [
      figures(`scroll the menu by ${SCROLL_STEP_PX}-${SCROLL_STEP_PX * 3} px`, samples.scroll),
      figures('open a product sheet', samples.open),
      figures('close a product sheet', samples.close),
      figures('jump to a category', samples.jump),
    ];
  } finally {
    await browser.deleteSession();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
