import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('formatPhone', () => {
  it('groups a Kazakh and a Georgian number, bare or already spaced', () => {
    expect(formatPhone('+77010000001')).toBe('+7 701 000 00 01');
    expect(formatPhone('+7 (777) 350-00-00')).toBe('+7 777 350 00 00');
    expect(formatPhone('+995599000003')).toBe('+995 599 00 00 03');
    expect(formatPhone('+995 32 250 00 00')).toBe('+995 32 250 00 00');
    expect(formatPhone('+995422271234')).toBe('+995 422 27 12 34');
  });

  it('leaves a Kazakh landline, or a number of another country or length, as it came', () => {
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
    expect(formatPhone('+7701000000')).toBe('+7701000000');
    // Astana's landline: a four-digit area code that a mobile's grouping would cut.
    expect(formatPhone('+77172123456')).toBe('+77172123456');
    expect(formatPhone('')).toBe('');
  });
});
