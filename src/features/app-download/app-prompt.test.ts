import { describe, expect, it } from 'vitest';
import {
  DISMISS_DAYS,
  dismissPrompt,
  readRecord,
  recordOrder,
  recordVisit,
  shouldPrompt,
  storePlatform,
  storesFor,
} from './app-prompt.ts';

const memory = () => {
  const values = new Map<string, string>();
  return {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => values.set(key, value),
  };
};
const DAY = 24 * 60 * 60 * 1000;

describe('which store a browser is offered', () => {
  it('reads the platform from the user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android =
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
    expect(storePlatform(iphone)).toBe('ios');
    expect(storePlatform(android)).toBe('android');
    expect(storePlatform(ipad, 5)).toBe('ios');
    expect(storePlatform(ipad, 0)).toBe('other');
  });

  it('gives a phone its store and a computer both', () => {
    expect(storesFor('ios').map((store) => store.name)).toEqual(['App Store']);
    expect(storesFor('android').map((store) => store.name)).toEqual(['Google Play']);
    expect(storesFor('other').map((store) => store.name)).toEqual(['App Store', 'Google Play']);
  });
});

describe('when the prompt shows', () => {
  it('waits for a second visit, counting a tab session once', () => {
    const local = memory();
    const first = memory();
    expect(shouldPrompt(recordVisit(local, first), 0)).toBe(false);
    expect(shouldPrompt(recordVisit(local, first), 0)).toBe(false);
    expect(shouldPrompt(recordVisit(local, memory()), 0)).toBe(true);
  });

  it('shows after the first order even on the first visit', () => {
    const local = memory();
    recordVisit(local, memory());
    expect(shouldPrompt(recordOrder(local), 0)).toBe(true);
  });

  it('stays away for the quiet days after "Not now", then may come back', () => {
    const local = memory();
    recordOrder(local);
    const dismissed = dismissPrompt(local, 1000);
    expect(shouldPrompt(dismissed, 1000 + (DISMISS_DAYS - 1) * DAY)).toBe(false);
    expect(shouldPrompt(readRecord(local), 1000 + DISMISS_DAYS * DAY)).toBe(true);
  });

  it('reads a damaged record as a fresh one', () => {
    const local = memory();
    local.set('dk-app-prompt', '{not json');
    expect(readRecord(local)).toEqual({ visits: 0, ordered: false, dismissedAt: null });
  });
});
