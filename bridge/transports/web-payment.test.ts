import { describe, expect, it } from 'vitest';
import { BridgeHostError } from '../errors.ts';
import { browser, connect, memoryStorage, query } from '../testing/web-browser.ts';

describe('plain-web polyfill: payment', () => {
  it('sends exactly the query of docs/contract/screens.md#hosted-payment-page, without displayType when no wallet is asked for', async () => {
    const { win, assign } = browser('https://app.dastarkhan.kz/cart?step=pay', {}, memoryStorage());
    const bridge = await connect(win, { language: () => 'kk' });
    await expect(
      bridge.call('pay.open', { trackId: 'tr-77', paymentUrl: 'https://psp.example/p/77' }),
    ).resolves.toEqual({ status: 'redirecting' });
    const target = assign.mock.calls[0]![0] as string;
    expect(target.startsWith('https://app.dastarkhan.kz/sandbox/pay?')).toBe(true);
    expect(query(target)).toEqual({
      track_id: 'tr-77',
      paymentUrl: 'https://psp.example/p/77',
      environment: 'stage',
      sucessUrl: 'https://app.dastarkhan.kz/',
      failureUrl: 'https://app.dastarkhan.kz/cart?step=pay',
      language: 'kk',
    });
  });

  it('adds displayType for a wallet and builds both URLs from given paths', async () => {
    const { win, assign } = browser('https://app.dastarkhan.kz/cart');
    const bridge = await connect(win, { environment: 'production', payUrl: 'https://pay.example/hosted' });
    await bridge.call('pay.open', {
      trackId: 'tr-1',
      paymentUrl: 'https://psp.example/1',
      walletType: 'apple_pay',
      successPath: '/typ/12/order/5',
      failurePath: '/cart?failed=1',
    });
    const target = assign.mock.calls[0]![0] as string;
    expect(target.startsWith('https://pay.example/hosted?')).toBe(true);
    expect(Object.keys(query(target))).toEqual([
      'track_id',
      'paymentUrl',
      'environment',
      'sucessUrl',
      'failureUrl',
      'displayType',
      'language',
    ]);
    expect(query(target)).toMatchObject({
      environment: 'production',
      sucessUrl: 'https://app.dastarkhan.kz/typ/12/order/5',
      failureUrl: 'https://app.dastarkhan.kz/cart?failed=1',
      displayType: 'apple_pay',
    });
  });

  it('rejects return paths that are not paths on this origin', async () => {
    const { win, assign } = browser('https://app.dastarkhan.kz/cart');
    const bridge = await connect(win);
    for (const successPath of [
      '//evil.example',
      'evil',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      const paid = bridge.call('pay.open', { trackId: 't', paymentUrl: 'u', successPath });
      await expect(paid).rejects.toBeInstanceOf(BridgeHostError);
      await expect(paid).rejects.toMatchObject({ code: 'invalid_params' });
    }
    expect(assign).not.toHaveBeenCalled();
  });
});
