import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { STORED_AT_HEADER } from '../../../service-worker/rules.ts';
import { setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

const VENUE = '/proxy/takeaway/locations/card/terminal/11';
const MENU = '/proxy/menu/v2/category/products';

/** Every answer as the offline worker gives it on a dead network: the stored one, marked (ADR 0007). */
function answerAsStored() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, '2026-11-14T09:05:00.000Z');
    return new Response(await response.text(), { status: response.status, headers });
  });
}

describe('the Menu shown from the offline worker’s store', () => {
  it('asks for the venue and its menu again once the network is back, once each', async () => {
    const stored = answerAsStored();
    const { root } = await screens.mount('/filials/11');
    await waitFor(() => root.querySelector('[data-item-id]'));
    stored.mockRestore();
    const network = vi.spyOn(globalThis, 'fetch');
    const asked = (path: string) =>
      network.mock.calls.filter(([input]) => new URL(String(input)).pathname === path).length;
    document.defaultView?.dispatchEvent(new Event('online'));
    await waitFor(() => asked(VENUE) > 0 && asked(MENU) > 0);
    // The fresh answers are shown, and nothing is asked twice for them.
    await waitFor(() => root.querySelector('[data-item-id]'));
    for (let turn = 0; turn < 5; turn++) await new Promise((done) => setTimeout(done, 0));
    expect([asked(VENUE), asked(MENU)]).toEqual([1, 1]);
  });
});
