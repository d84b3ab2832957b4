import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeAnswers } from '../../../testing/fake-bridge.ts';
import { cartApi as api, cartOf, orderDocument, TOKEN, VENUE } from '../../../testing/checkout-fixtures.ts';
import { type RenderedApp, renderApp } from '../../../testing/render-checkout-app.tsx';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const tenge = (amount: string) => `${amount.replace(/ /g, '\u00A0')}\u00A0₸`;
const signedIn = { accessToken: TOKEN, lang: 'en', cart: cartOf('takeaway') };

/** An order placed and left waiting for its money: the cart then offers "Change the order". */
async function awaitingOrder(host: BridgeAnswers) {
  app = await renderApp('/cart', { api: api(), local: signedIn, payResults: ['closed'], host });
  fireEvent.click(await screen.findByRole('button', { name: `Pay ${tenge('2 270')}` }));
  await screen.findByText('Order № 007 is waiting for payment');
  return within(screen.getByTestId('awaiting-payment')).getByRole('button', { name: 'Change the order' });
}

describe('leaving checkout: giving up the order that waits for payment (issue 31 §3)', () => {
  it('asks the host’s popup where it is offered; "cancel" keeps the order, "confirm" gives it up', async () => {
    const asked: unknown[] = [];
    let answer = 'cancel';
    const change = await awaitingOrder({
      'popup.open': (params) => {
        asked.push(params);
        return { buttonId: answer };
      },
    });
    fireEvent.click(change);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({
      title: 'Change order № 007?',
      message:
        'The order will stay unpaid and the venue will not cook it. You can change the cart and place it again.',
      buttons: [
        { id: 'confirm', text: 'Change the order', style: 'destructive' },
        { id: 'cancel', text: 'Cancel', style: 'cancel' },
      ],
    });
    expect(screen.getByTestId('awaiting-payment')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    answer = 'confirm';
    fireEvent.click(change);
    await waitFor(() => expect(screen.queryByTestId('awaiting-payment')).toBeNull());
  });

  it('asks in its own alertdialog where the host has no popup: focus inside, Escape is "no"', async () => {
    fireEvent.click(await awaitingOrder({}));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change order № 007?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('awaiting-payment')).toBeTruthy();
    fireEvent.click(
      within(screen.getByTestId('awaiting-payment')).getByRole('button', { name: 'Change the order' }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change the order' }),
    );
    await waitFor(() => expect(screen.queryByTestId('awaiting-payment')).toBeNull());
  });
});

describe('copying the order number (issue 31 §3)', () => {
  const thanks = (host: BridgeAnswers) =>
    renderApp(`/typ/${VENUE}/order/100007`, {
      api: () => ({ body: orderDocument({ payment_type: 'cash' }) }),
      local: { lang: 'en', accessToken: TOKEN },
      host,
    });

  it('copies through the host’s clipboard.write and announces "Copied"', async () => {
    const copied: unknown[] = [];
    app = await thanks({
      'clipboard.write': (params) => {
        copied.push(params);
        return null;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByTestId('copy-status').textContent).toBe('Copied'));
    expect(screen.getByTestId('copy-status').getAttribute('role')).toBe('status');
    expect(copied).toEqual([{ text: '007' }]);
  });

  it('copies to the page’s clipboard where the host has no clipboard.write, and says when it could not', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    app = await thanks({});
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByTestId('copy-status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('007');
    writeText.mockRejectedValueOnce(new DOMException('no focus', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByTestId('copy-status').textContent).toBe('Could not copy'));
  });
});
