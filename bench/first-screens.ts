import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFloorPage } from './floor-page.ts';
import { withHomeBench } from './home-bench-page.ts';
import { IDLE_WINDOW_MS, loadOnce, type PageVitals, prepareSession, THROTTLING } from './page-vitals.ts';

/** The sandbox's large venue (seed/venues.ts LARGE_VENUE_ID): a food hall of 1,640 items. */
export const LARGE_VENUE = 24;
/** A venue whose menu has plain items to put into the Cart's seeded order. */
const CART_VENUE = 12;
export const RUNS = 3;

interface BenchPage {
  name: string;
  path: string;
  /** What shows once the page's first screen is in the DOM (the document's, or our shadow root's). */
  selector: string;
  /** localStorage entries the page starts with (a fresh profile otherwise). */
  storage?: Record<string, string>;
}

export interface FirstScreenRow extends PageVitals {
  page: string;
  /** This page's LCP over the floor's. */
  lcpRatio: number;
  firstScreenJsRatio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Two plain items of the cart venue, as the cart store keeps lines (src/state/cart.ts). */
export async function cartStorage(serverUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${serverUrl}/proxy/menu/v2/category/products?filial_id=${CART_VENUE}`, {
    headers: {
      accept: 'application/vnd.api+json',
      'content-type': 'application/json',
      'x-fingerprint': 'bench',
      'x-language': 'en',
      locale: 'en',
    },
  });
  const body = (await response.json()) as {
    included: { id: string; type: string; attributes: Record<string, unknown> }[];
  };
  const items = body.included
    .filter(({ type, attributes }) => type === 'products' && attributes.availability === 'available')
    .filter(({ attributes }) => !attributes.is_age_restricted && !attributes.has_additive_categories)
    .slice(0, 2)
    .map(({ id, attributes }) => ({
      productId: Number(id),
      name: String(attributes.name),
      price: Number(attributes.price),
      quantity: 1,
      additives: [],
    }));
  const cart = { filialId: CART_VENUE, service: 'takeaway', items, comment: '', name: '' };
  return {
    cart: JSON.stringify({ [`${CART_VENUE}:takeaway`]: { ...cart, paymentType: null, table: null } }),
    lang: 'en',
  };
}

/**
 * `npm run bench`'s first screens: the floor (React 19 alone rendering 20 cards, built and served here),
 * our Home, the largest Menu and the Cart in the app shell, and Home mounted by a partner page; each loaded
 * cold RUNS times in one throttled Chromium session (THROTTLING), runs interleaved so that the machine's
 * noise spreads over all pages alike; medians, and ratios to the floor.
 */
export async function measureFirstScreens(): Promise<FirstScreenRow[]> {
  return withHomeBench(
    'first-screens',
    async (browser, serverUrl) => {
      const only = process.env.BENCH_PAGES?.split(',');
      const allPages: BenchPage[] = [
        { name: 'floor (React 19, 20 cards)', path: '/bench-pages/floor/', selector: 'main .card' },
        { name: 'Home (app shell)', path: '/app/?language=en', selector: '[data-screen="home"]' },
        {
          name: `Menu ${LARGE_VENUE} (1,640 items)`,
          path: `/app/filials/${LARGE_VENUE}?language=en`,
          selector: `[data-screen="menu"][data-filial="${LARGE_VENUE}"] .dkm-list`,
        },
        {
          name: 'Cart (2 items)',
          path: '/app/cart',
          selector: '[data-screen="cart"][data-cart]',
          storage: await cartStorage(serverUrl),
        },
        { name: 'Home (embedded mount)', path: '/bench-pages/embed.html', selector: '[data-screen="home"]' },
      ];
      // BENCH_PAGES=home,menu measures the floor and the pages whose names start with those words only.
      const pages = allPages.filter(
        ({ name }, index) => index === 0 || !only || only.some((word) => name.toLowerCase().startsWith(word)),
      );
      await prepareSession(browser);
      const runs = new Map<string, PageVitals[]>(pages.map((page) => [page.name, []]));
      for (let run = 0; run < RUNS; run++) {
        for (const page of pages) {
          // A fresh profile each load: no stored town, language or token but what the page starts with.
          await browser.url(`${serverUrl}/bench-pages/blank.html`);
          await browser.execute((entries: Record<string, string>) => {
            localStorage.clear();
            sessionStorage.clear();
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          }, page.storage ?? {});
          runs.get(page.name)?.push(await loadOnce(browser, `${serverUrl}${page.path}`, page.selector));
        }
      }
      const rows = pages.map(({ name }) => {
        const samples = runs.get(name) ?? [];
        const pick = (key: Exclude<keyof PageVitals, 'lcpElement'>) =>
          median(samples.map((sample) => sample[key]));
        return {
          page: name,
          lcpMs: pick('lcpMs'),
          fcpMs: pick('fcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          firstScreenJsBytes: pick('firstScreenJsBytes'),
          firstScreenJsFiles: pick('firstScreenJsFiles'),
          jsBytes: pick('jsBytes'),
          requests: pick('requests'),
          idleApiRequests: Math.max(...samples.map((sample) => sample.idleApiRequests)),
          lcpElement: [...new Set(samples.map((sample) => sample.lcpElement))].join(' | '),
        };
      });
      const floor = rows[0] as (typeof rows)[number];
      return rows.map((row) => ({
        ...row,
        lcpRatio: row.lcpMs / floor.lcpMs,
        firstScreenJsRatio: row.firstScreenJsBytes / floor.firstScreenJsBytes,
      }));
    },
    async (pagesDir) => {
      await writeFile(join(pagesDir, 'blank.html'), '<!doctype html><title>blank</title>');
      await mkdir(join(pagesDir, 'floor'));
      await buildFloorPage(join(pagesDir, 'floor'));
    },
  );
}

export function printFirstScreens(rows: FirstScreenRow[]): void {
  const { latencyMs, downloadBytesPerSecond, cpuSlowdown } = THROTTLING;
  console.log(
    `\nFirst screens, cold, ${latencyMs} ms RTT, ${((downloadBytesPerSecond * 8) / 1e6).toFixed(1)} Mbit/s down, CPU /${cpuSlowdown}, median of ${RUNS} (ratio to the floor)`,
  );
  console.log(
    `  ${'page'.padEnd(28)}${'LCP ms'.padEnd(15)}${'FCP ms'.padEnd(8)}${'TBT ms'.padEnd(8)}${'CLS'.padEnd(7)}${'first-screen JS'.padEnd(24)}${'all JS'.padEnd(10)}${'requests'.padEnd(10)}idle API (${IDLE_WINDOW_MS / 1000} s)`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const row of rows) {
    console.log(
      `  ${row.page.padEnd(28)}${`${Math.round(row.lcpMs)} (${row.lcpRatio.toFixed(2)}x)`.padEnd(15)}${String(Math.round(row.fcpMs)).padEnd(8)}${String(Math.round(row.tbtMs)).padEnd(8)}${row.cls.toFixed(3).padEnd(7)}${`${kb(row.firstScreenJsBytes)}/${row.firstScreenJsFiles} (${row.firstScreenJsRatio.toFixed(2)}x)`.padEnd(24)}${kb(row.jsBytes).padEnd(10)}${String(row.requests).padEnd(10)}${row.idleApiRequests}`,
    );
  }
  console.log('  LCP element');
  for (const row of rows) console.log(`  ${row.page.padEnd(28)}${row.lcpElement}`);
}

if (import.meta.main) printFirstScreens(await measureFirstScreens());
