import { describe, expect, it } from 'vitest';
import { limitProperties, MAX_PROPERTY_KEYS, MAX_TEXT_LENGTH } from './amplitude-sink.ts';
import { FILTERED } from './scrub.ts';

describe('limitProperties', () => {
  it('keeps ordinary properties as they are', () => {
    expect(limitProperties({ filial_id: 12, service: 'delivery', promo: true, ids: [1, 2] })).toEqual({
      filial_id: 12,
      service: 'delivery',
      promo: true,
      ids: [1, 2],
    });
  });

  it('never captures password, token or secret fields', () => {
    expect(limitProperties({ password: 'p', access_token: 't', client_secret: 's', name: 'n' })).toEqual({
      name: 'n',
    });
  });

  it('replaces card numbers and IINs, as text or as numbers', () => {
    expect(
      limitProperties({ comment: 'card 4111 1111 1111 1111', card: 4111111111111111, iin: '900315301237' }),
    ).toEqual({ comment: `card ${FILTERED}`, card: FILTERED });
    expect(limitProperties({ value: '900315301237' })).toEqual({ value: FILTERED });
  });

  it('cuts texts at 255 characters', () => {
    const limited = limitProperties({ comment: 'я'.repeat(400) });
    expect(MAX_TEXT_LENGTH).toBe(255);
    expect(limited.comment).toHaveLength(255);
  });

  it('keeps the first 1000 keys and drops the rest', () => {
    const many = Object.fromEntries(Array.from({ length: 1200 }, (_, index) => [`k${index}`, index]));
    const limited = limitProperties(many);
    expect(MAX_PROPERTY_KEYS).toBe(1000);
    expect(Object.keys(limited)).toHaveLength(1000);
    expect(limited.k999).toBe(999);
    expect(limited.k1000).toBeUndefined();
  });

  it('applies inside nested objects (identify operations)', () => {
    expect(limitProperties({ $set: { phone_note: 'x'.repeat(300), token: 'abc' } })).toEqual({
      $set: { phone_note: 'x'.repeat(255) },
    });
  });
});
