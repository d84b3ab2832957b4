import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSafeStorage } from '../lib/storage.ts';
import {
  AWAITING_PAYMENT_KEY,
  type AwaitingPayment,
  awaitingPaymentStore,
  firstPaidNotice,
} from './awaiting-payment.ts';

const storage = () => {
  const memory = createMemoryStorage();
  return { raw: memory, safe: createSafeStorage(() => memory) };
};

const record: AwaitingPayment = {
  orderId: 100007,
  number: '007',
  filialId: 12,
  kind: 'takeaway',
  trackId: 'trk_1',
  paymentUrl: 'http://localhost/sandbox/pay?track_id=trk_1',
  amount: 2270,
  createdAt: 1,
};

describe('awaitingPaymentStore', () => {
  it('keeps the unpaid order across instances (a reload) and forgets it only for its own id', () => {
    const { safe } = storage();
    awaitingPaymentStore(safe).set(record);
    const again = awaitingPaymentStore(safe);
    expect(again.get()).toEqual(record);
    again.clear(1);
    expect(again.get()).toEqual(record);
    again.clear(100007);
    expect(again.get()).toBeNull();
  });

  it('ignores a damaged record', () => {
    const { raw, safe } = storage();
    raw.setItem(AWAITING_PAYMENT_KEY, JSON.stringify({ ...record, kind: 'pizza' }));
    expect(awaitingPaymentStore(safe).get()).toBeNull();
    raw.setItem(AWAITING_PAYMENT_KEY, '{"orderId":');
    expect(awaitingPaymentStore(safe).get()).toBeNull();
  });
});

describe('firstPaidNotice', () => {
  it('is true once per order and session', () => {
    const { safe } = storage();
    expect(firstPaidNotice(safe, 1)).toBe(true);
    expect(firstPaidNotice(safe, 1)).toBe(false);
    expect(firstPaidNotice(safe, 2)).toBe(true);
  });
});
