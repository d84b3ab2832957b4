import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartApi as api, cartOf, TOKEN, VENUE } from '../../../testing/checkout-fixtures.ts';
import { type RenderedApp, renderApp } from '../../../testing/render-checkout-app.tsx';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const signedIn = { accessToken: TOKEN, lang: 'en', cart: cartOf('takeaway') };
const pay = `Pay 2\u00A0270\u00A0₸`;
const mainButtonCalls = (rendered: RenderedApp) =>
  rendered.hostCalls.filter((call) => call.method === 'mainButton.set').map((call) => call.params);

/** Issue 31 §3: the cart's pay action in the host's own chrome, where the host offers its main button. */
describe("the cart with the host's main button", () => {
  it('hides its own button, drives the host’s with the total and progress, pays on a press, and hides it after', async () => {
    app = await renderApp('/cart', {
      api: api(),
      local: signedIn,
      payResults: ['success'],
      host: { 'mainButton.set': () => null },
    });
    await waitFor(() =>
      expect(mainButtonCalls(app as RenderedApp)).toContainEqual({
        visible: true,
        text: pay,
        enabled: true,
        progress: false,
      }),
    );
    expect(screen.queryByTestId('place-order')).toBeNull();

    act(() => app?.emit('mainButton.press', {}));
    await waitFor(() => expect(app?.path()).toBe(`/typ/${VENUE}/order/100007`));
    expect(app.pay).toHaveBeenCalledOnce();
    // Working on the order: the host's button shows progress and takes no press.
    expect(mainButtonCalls(app)).toContainEqual(expect.objectContaining({ enabled: false, progress: true }));
    await waitFor(() => expect(mainButtonCalls(app as RenderedApp).at(-1)).toEqual({ visible: false }));
  });

  it('keeps its own button where the host does not offer one, or refuses to set it', async () => {
    app = await renderApp('/cart', {
      api: api(),
      local: signedIn,
      host: {
        'mainButton.set': () => {
          throw new Error('invalid_params');
        },
      },
    });
    expect(await screen.findByRole('button', { name: pay })).toBeTruthy();
    expect(mainButtonCalls(app)[0]).toMatchObject({ visible: true });
  });
});
