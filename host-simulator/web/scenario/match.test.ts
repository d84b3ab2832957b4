import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../host-panel/host-session.ts';
import { matches, matchingEntries, routeMatches } from './match.ts';

const request = {
  protocol: 'dastarkhan-bridge',
  version: 1,
  kind: 'request',
  id: 'k3f9-7',
  method: 'pay.open',
  params: { trackId: 'trk_1', successPath: '/app/typ/12/order/100007', walletType: undefined },
};

describe('matches', () => {
  it('compares only the fields the pattern names: ids and anything else are ignored', () => {
    expect(matches(request, { kind: 'request', method: 'pay.open' })).toBe(true);
    expect(matches(request, { method: 'pay.open', params: { trackId: 'trk_1' } })).toBe(true);
    expect(matches(request, { method: 'scan.qr' })).toBe(false);
    expect(matches(request, { params: { trackId: 'trk_2' } })).toBe(false);
    expect(matches(request, {})).toBe(true);
  });

  it('needs a named key to be there, even when the pattern wants undefined or null', () => {
    expect(matches({ a: 1 }, { b: null })).toBe(false);
    expect(matches({ a: null }, { a: null })).toBe(true);
    expect(matches({ a: null }, { a: 0 })).toBe(false);
    expect(matches(null, {})).toBe(false);
  });

  it('matches strings by regular expression', () => {
    expect(matches(request, { params: { successPath: { $regex: '^/app/typ/12/order/\\d+$' } } })).toBe(true);
    expect(matches(request, { params: { successPath: { $regex: '^/typ/' } } })).toBe(false);
    expect(matches(42, { $regex: '42' })).toBe(false);
    // With other keys beside it, $regex is just a field name.
    expect(matches({ $regex: 'x', other: 1 }, { $regex: 'x', other: 1 })).toBe(true);
  });

  it('matches arrays element by element, with the same length', () => {
    expect(matches({ ids: [1, { a: 1, b: 2 }] }, { ids: [1, { a: 1 }] })).toBe(true);
    expect(matches({ ids: [1, 2] }, { ids: [1] })).toBe(false);
    expect(matches({ ids: { 0: 1 } }, { ids: [1] })).toBe(false);
  });
});

describe('matchingEntries', () => {
  const entries: TimelineEntry[] = [
    { seq: 0, at: 1, direction: 'app-to-host', message: request },
    { seq: 1, at: 2, direction: 'note', message: 'k3f9-7: left unanswered' },
    { seq: 2, at: 3, direction: 'host-to-app', message: { kind: 'response', id: 'k3f9-7', result: null } },
    { seq: 3, at: 4, direction: 'app-to-host', message: { kind: 'cancel', id: 'k3f9-7' } },
  ];

  it('keeps wire messages of the direction asked that match, never the panel notes', () => {
    expect(matchingEntries(entries, { id: 'k3f9-7' }).map((entry) => entry.seq)).toEqual([0, 2, 3]);
    expect(matchingEntries(entries, { id: 'k3f9-7' }, 'app-to-host').map((entry) => entry.seq)).toEqual([
      0, 3,
    ]);
    expect(matchingEntries(entries, {}, 'note')).toEqual([]);
  });
});

describe('routeMatches', () => {
  it('reads * as any run of characters and the rest literally, over the whole path', () => {
    expect(routeMatches('/typ/12/order/100007', '/typ/12/order/*')).toBe(true);
    expect(routeMatches('/typ/12/order/100007', '/typ/*')).toBe(true);
    expect(routeMatches('/typ/12/order/100007', '/typ/12')).toBe(false);
    expect(routeMatches('/cart', '/cart')).toBe(true);
    expect(routeMatches('/cartx', '/cart')).toBe(false);
    expect(routeMatches('/filials/1', '/filials/1.')).toBe(false);
    expect(routeMatches('/a+b', '/a+b')).toBe(true);
  });
});
