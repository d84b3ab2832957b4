import { describe, expect, it } from 'vitest';
import { dialHref, FALLBACK_DESKS, messengerHref } from './CareSheet.tsx';

describe('care links', () => {
  it('prefills the message, encoded, on both messengers', () => {
    const [whatsapp, telegram] = FALLBACK_DESKS.kz.messengers;
    if (!whatsapp || !telegram) throw new Error('the fallback desk has two messengers');
    expect(messengerHref(whatsapp, 'Order No. A-12: ')).toBe(
      'https://wa.me/77273500000?text=Order+No.+A-12%3A+',
    );
    expect(messengerHref(telegram, 'Заказ № 7')).toBe(
      `https://t.me/dastarkhan_care_kz?text=${new URLSearchParams({ t: 'Заказ № 7' }).toString().slice(2)}`,
    );
  });

  it('opens the bare chat when there is nothing to say yet', () => {
    const [whatsapp] = FALLBACK_DESKS.ge.messengers;
    expect(whatsapp && messengerHref(whatsapp, null)).toBe('https://wa.me/995322500000');
  });

  it('dials only digits and the plus', () => {
    expect(dialHref('+995 32 250 00 00')).toBe('tel:+995322500000');
  });
});
