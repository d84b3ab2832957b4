import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_DIRS,
  type SimulatorServer,
  startSimulatorServer,
} from '../../host-simulator/server/simulator-server.ts';
import {
  type SandboxGrant,
  sandboxGrant,
} from '../../host-simulator/server/sandbox/test-support/sandbox-grant.ts';
import { menuItems } from '../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import { appState, type Browser, waitForValue } from './harness.ts';

/**
 * Shared by the checkout journeys (tests/e2e/checkout-*.e2e.ts). Each journey file runs its own simulator
 * with a fresh sandbox: the journeys stop items, change prices, move the sandbox clock and inject faults,
 * and none of that may leak into the other feature's journeys running beside them on the shared server.
 */
export interface CheckoutServer {
  url: string;
  /** A path on this server as a full URL. */
  at(path: string): string;
  /** A JSON call to /sandbox/control/... */
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** A call to the sandbox API below /proxy/ with the request headers of docs/contract/calls.md#request-headers. */
  api<T = unknown>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export async function startCheckoutServer(): Promise<CheckoutServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-checkout-e2e-'));
  const server: SimulatorServer = await startSimulatorServer({
    port: 0,
    distDir: DEFAULT_DIRS.distDir,
    dataDir,
  });
  const at = (path: string) => new URL(path, server.url).href;
  const read = async <T>(response: Response) => {
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    url: server.url,
    at,
    control: async (method, path, body) =>
      read(
        await fetch(at(`/sandbox/control/${path}`), {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
    api: async (method, path, options = {}) =>
      read(
        await fetch(at(`/proxy/${path}`), {
          method,
          headers: {
            accept: 'application/vnd.api+json',
            'content-type': 'application/json',
            'x-fingerprint': 'checkout-e2e',
            'x-language': 'en',
            locale: 'en',
            'x-idempotency-key': `checkout-e2e-${Math.random().toString(36).slice(2)}`,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...options.headers,
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        }),
      ),
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Puts `items` back on sale at their seeded prices: what a fault journey changed must not reach its next test. */
export async function restoreItems(
  server: CheckoutServer,
  filialId: number,
  items: MenuItem[],
): Promise<void> {
  for (const item of items) {
    await server.control('POST', 'stop-list', { filial_id: filialId, product_id: item.id, state: null });
    await server.control('POST', 'prices', { product_id: item.id, price: item.price });
  }
}

/** A token for a seeded user (by id) or a new one (by phone), as the sandbox login page would give. */
export function grant(
  server: CheckoutServer,
  who: { userId: number } | { phone: string },
): Promise<SandboxGrant> {
  return sandboxGrant(server.url, 'userId' in who ? who : { ...who, name: 'Checkout Guest' });
}

export interface MenuItem {
  id: number;
  name: string;
  price: number;
  available: boolean;
  restricted: boolean;
  /** Has option groups, some of which may be required: the journeys keep to plain items. */
  withOptions: boolean;
}

/** A venue's menu by external id (the seed's stable names), as the menu screen reads it. */
export async function menuOf(server: CheckoutServer, filialId: number): Promise<Map<string, MenuItem>> {
  const items = await menuItems(server, filialId);
  return new Map(
    [...items].map(([externalId, { id, price, availability, attributes }]) => [
      externalId,
      {
        id,
        name: String(attributes.name),
        price,
        available: availability === 'available',
        restricted: attributes.is_age_restricted === true,
        withOptions: attributes.has_additive_categories === true,
      },
    ]),
  );
}

/** The first `count` items a guest can order here as they are: no 21+ question, no options to pick. */
export function orderable(menu: Map<string, MenuItem>, count: number): MenuItem[] {
  const items = [...menu.values()]
    .filter((item) => item.available && !item.restricted && !item.withOptions)
    .slice(0, count);
  if (items.length < count) throw new Error(`only ${items.length} orderable items`);
  return items;
}

/** One stored cart line in the cart store's format (src/state/cart.ts). */
export interface SeedLine {
  item: MenuItem;
  quantity: number;
}

/**
 * Puts a cart into localStorage in the cart store's own format (src/state/cart.ts: key 'cart', carts by
 * `${filialId}:${service}`), as the menu leaves it, so the journeys do not depend on the menu screens.
 *
 * It is written on a page of the origin the browser is on that runs no app (the sandbox's health answer),
 * and the browser stays there: the journey then opens the page it wants, whose app starts from the seed.
 * Written beside a running app, the seed was overwritten when that app's start-up stored what it had read
 * before (Home's guard stores the service: checkout-takeaway's cart then asked for a delivery address,
 * 1 run in 2 under load).
 */
export async function seedCart(
  browser: Browser,
  cart: { filialId: number; service: string; lines: SeedLine[]; table?: string | null; paymentType?: string },
  extra: { accessToken?: string; local?: Record<string, unknown> } = {},
): Promise<void> {
  const stored = {
    [`${cart.filialId}:${cart.service}`]: {
      filialId: cart.filialId,
      service: cart.service,
      items: cart.lines.map(({ item, quantity }) => ({
        productId: item.id,
        name: item.name,
        price: item.price,
        quantity,
        additives: [],
      })),
      comment: '',
      name: '',
      paymentType: cart.paymentType ?? null,
      table: cart.table ?? null,
    },
  };
  const origin = new URL(await browser.getUrl()).origin;
  if (origin === 'null')
    throw new Error('seedCart: open a page of the simulator first (the seed is per origin)');
  await browser.url(`${origin}/proxy/health`);
  await browser.execute(
    (carts: string, token: string | null, local: string) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('cart', carts);
      localStorage.setItem('lang', 'en');
      if (token) localStorage.setItem('accessToken', token);
      for (const [key, value] of Object.entries(JSON.parse(local) as Record<string, unknown>))
        localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    },
    JSON.stringify(stored),
    extra.accessToken ?? null,
    JSON.stringify(extra.local ?? {}),
  );
}

/** An element inside the app's shadow root (portals included), for real clicks and typing. */
export async function inApp(browser: Browser, selector: string) {
  const element = await (await browser.$('dastarkhan-app')).shadow$(selector);
  await element.waitForExist({ timeout: 10_000 });
  return element;
}

/** Clicks the first enabled button or link (or label of an enabled control) in the app whose text contains `text`. */
export async function clickText(browser: Browser, text: string, selector = 'button, a'): Promise<void> {
  await waitForValue(
    browser,
    (wanted: string, css: string) => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      // Money is grouped with no-break spaces: compare with every space as a plain one.
      const plain = (text: string) => text.replace(/\s+/g, ' ');
      const target = [...(root?.querySelectorAll<HTMLElement>(css) ?? [])].find(
        (element) =>
          plain(element.textContent ?? '').includes(plain(wanted)) &&
          !(element as HTMLButtonElement).disabled &&
          // A label of a disabled control (the cart's service picker while the venue loads) does nothing yet.
          !element.closest('fieldset:disabled') &&
          !((element as HTMLLabelElement).control as HTMLInputElement | null)?.disabled,
      );
      target?.click();
      return Boolean(target);
    },
    `no enabled "${text}" to click`,
    text,
    selector,
  );
}

/** The text of an element in the app once it exists and says something. */
export async function textOf(browser: Browser, selector: string): Promise<string> {
  return waitForValue(
    browser,
    (css: string) =>
      document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(css)?.textContent || null,
    `nothing at ${selector}`,
    selector,
  );
}

/** Waits until the element at `selector` in the app says `text` (a list refreshing in place, a step's time). */
export async function waitForTextAt(browser: Browser, selector: string, text: string, message: string) {
  await waitForValue(
    browser,
    (css: string, wanted: string) =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector(css)
        ?.textContent?.includes(wanted) || null,
    message,
    selector,
    text,
  );
}

export interface SandboxOrder {
  id: number;
  number: string;
  user_id: number;
  filial_id: number;
  service: string;
  status: string;
  payment_status: string;
  total: number;
  track_id: string | null;
}

export async function ordersOf(server: CheckoutServer, userId: number): Promise<SandboxOrder[]> {
  const answer = await server.control<{ data: SandboxOrder[] }>('GET', `orders?user_id=${userId}`);
  return answer.body.data;
}

/**
 * Waits until the browser is on the sandbox's hosted payment or login page. When it is not, the failure says
 * what the app showed instead: its URL, its dialogs, alerts and notifications.
 */
export async function waitForSandboxPage(browser: Browser, page: 'pay' | 'login'): Promise<void> {
  try {
    await browser.waitUntil(async () => (await browser.getUrl()).includes(`/sandbox/${page}`), {
      timeoutMsg: `no ${page === 'pay' ? 'payment' : 'login'} page`,
      // As waitForValue: a placed order's round trip under a full run's load, and the faults journey's delays.
      timeout: 20_000,
    });
  } catch (error) {
    const shown = await appState(browser);
    throw new Error(`${(error as Error).message}; the app showed: ${JSON.stringify(shown)}`);
  }
}

/** Pays (or cancels) on the sandbox's hosted payment page the browser is on. */
export async function onPayPage(browser: Browser, action: 'pay' | 'cancel'): Promise<void> {
  const button = await browser.$(`button[name="action"][value="${action}"]`);
  await button.waitForExist({ timeout: 10_000 });
  await button.click();
}

/**
 * Moves this sandbox's clock (never the shared one) to when the venue is open, so a journey does not
 * depend on the hour it runs at.
 */
export async function ensureOpen(server: CheckoutServer, filialId: number): Promise<void> {
  const card = await server.api<{ data: { attributes: { is_open: boolean; opens_at: string | null } } }>(
    'GET',
    `takeaway/locations/card/terminal/${filialId}`,
  );
  const { is_open: isOpen, opens_at: opensAt } = card.body.data.attributes;
  if (isOpen) return;
  if (!opensAt) throw new Error(`venue ${filialId} is closed with no opening time`);
  const clock = await server.control<{ now_ms: number }>('GET', 'clock');
  await server.control('POST', 'clock', { advance_ms: Date.parse(opensAt) - clock.body.now_ms + 60_000 });
}

/** The order as the guest's API reads it (money in major units). */
export async function orderAsGuest(
  server: CheckoutServer,
  token: string,
  orderId: number,
): Promise<Record<string, unknown>> {
  const answer = await server.api<{ data: { attributes: Record<string, unknown> } }>(
    'GET',
    `takeaway/v2/user/order?order_id=${orderId}`,
    { token },
  );
  return answer.body.data.attributes;
}

/** An amount as the app shows it ("4 697 ₸", "1 234.5 ₸") back to a number. */
export function money(text: string): number {
  return Number(text.replace(/[^\d.,]/g, '').replace(',', '.'));
}
