import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { createTermsStore, type TermsState } from './terms.ts';

/** The slice and its actions, as the mount's root state holds them. */
function termsStore() {
  const state = proxy<TermsState>({ pending: null, asking: false });
  return { state, ...createTermsStore(state) };
}

describe('the terms store', () => {
  it('asks only while terms are pending, and forgets them once accepted', () => {
    const terms = termsStore();
    expect(terms.ask()).toBe(false);
    terms.require({ version: 2, url: 'https://example.test/terms' }, { ask: false });
    expect(terms.state).toEqual({
      pending: { version: 2, url: 'https://example.test/terms' },
      asking: false,
    });
    expect(terms.ask()).toBe(true);
    terms.postpone();
    expect(terms.state.asking).toBe(false);
    expect(terms.state.pending?.version).toBe(2);
    terms.clear();
    expect(terms.state).toEqual({ pending: null, asking: false });
  });
});
