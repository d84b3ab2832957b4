import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y-support.ts';
import { ensureOpen, grant, menuOf, orderable, textOf } from './checkout-support.ts';
import { waitForValue } from './harness.ts';
import { storeSignIn, waitForScreen } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/** Issue 11 item 6: the courier moving on a map on the status page, with call and navigation-app links. */
const SHOTS = '/tmp/shots';
const VENUE = 15;
const journey = setUpJourney({ server: true });
let token: string;
let orderId: number;

const courierMarker = () =>
  waitForValue(
    journey.browser,
    () => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      const icon = root?.querySelector<HTMLElement>('[data-testid="courier-map"] .ck-map-courier');
      const tile = root?.querySelector<HTMLImageElement>(
        '[data-testid="courier-map"] img.leaflet-tile-loaded',
      );
      return icon && tile ? icon.style.transform : null;
    },
    'the courier never showed on a loaded map',
  );

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  await ensureOpen(journey.server, VENUE);
  token = (await grant(journey.server, { userId: 1 })).access_token;
  const [item] = orderable(await menuOf(journey.server, VENUE), 1);
  const placed = await journey.server.api<{ data: { id: string } }>('POST', 'takeaway/v1/delivery/order', {
    token,
    body: {
      data: {
        type: 'orders',
        attributes: {
          filial_id: VENUE,
          payment_type: 'cash',
          items: [{ product_id: item?.id, count: 3, price: item?.price }],
          address: {
            street: 'Abay Avenue',
            building: '44',
            coordinates: { latitude: 43.2412, longitude: 76.9132 },
          },
        },
      },
    },
  });
  if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
  orderId = Number(placed.body.data.id);
  // Accepted, cooked (rush hour included) and picked up: the courier is on the way.
  await journey.server.control('POST', 'clock', { advance_minutes: 46 });
});

describe('the courier on the status page', () => {
  it.each(['en', 'kk'])(
    'shows the courier moving on a map, how far and how soon, in %s',
    async (language) => {
      await journey.browser.url(journey.server.at('/blank'));
      await storeSignIn(journey.browser, token, language);
      await journey.browser.url(journey.server.at(`/app/filials/${VENUE}/order/${orderId}`));
      await waitForScreen(journey.browser, 'order-statuses');
      const first = await courierMarker();
      const progress = await textOf(journey.browser, '[data-testid="courier-progress"]');
      expect(progress).toMatch(
        language === 'en' ? /from your address · arrives in about \d+ minute/ : /Мекенжайыңызға дейін/,
      );
      // Words a guest reads, not raw coordinates.
      expect(progress).not.toMatch(/\d+\.\d{5}/);
      const apps = await journey.browser.execute(() =>
        [
          ...(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll('.ck-nav-apps a') ?? []),
        ].map((link) => (link as HTMLAnchorElement).href),
      );
      expect(apps).toHaveLength(4);
      expect(apps[0]).toMatch(/^https:\/\/2gis\.kz\/geo\/76\.\d+%2C43\.\d+$/);
      await expectAccessible(journey.browser, `courier on the status page (${language})`);
      await saveScreenshot(journey.browser, `${SHOTS}/courier-map-${language}.png`);
      // Two sandbox minutes later the courier is nearer, and the page says so at its next refresh (10 s).
      await journey.server.control('POST', 'clock', { advance_minutes: 2 });
      await journey.browser.waitUntil(
        async () => (await textOf(journey.browser, '[data-testid="courier-progress"]')) !== progress,
        {
          timeout: 25_000,
          interval: 250,
          timeoutMsg: 'the courier did not come nearer',
        },
      );
      expect(await courierMarker()).not.toBe(first);
    },
  );
});
