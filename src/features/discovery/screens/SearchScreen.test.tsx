import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { clickText, texts, typeInto } from '../../../testing/dom.ts';
import { setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

function field(root: ParentNode): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('no search field');
  return input;
}

function submit(root: ParentNode): void {
  root.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

describe('search', () => {
  it('suggests three completions after a 300 ms pause, and none for an empty field', async () => {
    const { root } = await screens.mount('/search');
    const input = await waitFor(() => root.querySelector<HTMLInputElement>('input[type="search"]'));
    input.focus();
    typeInto(input, 'khin');
    const started = Date.now();
    await waitFor(() => root.querySelector('[data-testid="search-suggestions"] button'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const suggestions = texts(root, '[data-testid="search-suggestions"] button');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions.every((text) => text.toLowerCase().includes('khin'))).toBe(true);
    expect(texts(root, '[role="status"]')).toContain(
      `${suggestions.length} suggestion${suggestions.length > 1 ? 's' : ''}`,
    );
    typeInto(input, '   ');
    await waitFor(() => !root.querySelector('[data-testid="search-suggestions"]'));
  });

  it('finds venues and dishes; a dish opens its venue', async () => {
    const { root } = await screens.mount('/search?q=khinkali');
    await waitFor(() => root.querySelector('[data-testid="dish-results"] [data-dish]'));
    await waitFor(() => root.querySelector('[data-testid="venue-results"] [data-venue]'));
    const dish = root.querySelector<HTMLAnchorElement>('[data-testid="dish-results"] [data-dish]');
    const venueId = dish?.getAttribute('data-dish')?.split('-')[0];
    expect(dish?.textContent?.toLowerCase()).toContain('khinkali');
    dish?.click();
    await waitFor(() => window.location.pathname === `/filials/${venueId}`);
    // The venue's menu shows: its screen's code is in before the test ends, not still loading into the next
    // file of the worker (an EnvironmentTeardownError in a clean clone's run).
    await waitFor(() => root.querySelector(`[data-screen="menu"][data-filial="${venueId}"]`));
  });

  it('keeps three searches, newest first, without duplicates, and clears them', async () => {
    const { root } = await screens.mount('/search');
    const input = await waitFor(() => root.querySelector<HTMLInputElement>('input[type="search"]'));
    for (const query of ['plov', ' burger ', 'latte', 'burger', 'samsa']) {
      input.focus();
      typeInto(input, query);
      submit(root);
      await waitFor(() => new URLSearchParams(window.location.search).get('q') === query.trim());
    }
    input.focus();
    typeInto(input, '');
    await waitFor(() => root.querySelector('[data-testid="search-history"]'));
    expect(texts(root, '[data-testid="search-history"] button')).toEqual(['samsa', 'latte', 'burger']);
    expect(JSON.parse(localStorage.getItem('searchHistory') ?? '[]')).toEqual(['samsa', 'latte', 'burger']);
    clickText(root, 'button', 'Clear history');
    await waitFor(() => !root.querySelector('[data-testid="search-history"]'));
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('Cancel restores the last submitted query', async () => {
    const { root } = await screens.mount('/search?q=latte');
    const input = field(root);
    input.focus();
    typeInto(input, 'something else');
    clickText(root, 'button', 'Cancel');
    await waitFor(() => field(root).value === 'latte');
    expect(root.querySelector('[data-testid="search-suggestions"]')).toBeNull();
  });

  it('searches again when the service is switched', async () => {
    const { root } = await screens.mount('/search?q=coffee');
    await waitFor(() => root.querySelector('[data-testid="venue-results"] [data-venue]'));
    const delivery = [...root.querySelectorAll('[data-testid="venue-results"] [data-venue]')].map((n) =>
      n.getAttribute('data-venue'),
    );
    expect(delivery).not.toContain('13');
    clickText(root, '.dkd-services label', 'Dine in');
    await waitFor(() => root.querySelector('[data-testid="venue-results"] [data-venue="13"]'));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('coffee');
  });

  // The client retries a failed page three times, 1, 2 and 3 s apart, before the list gives up.
  it('pages the dishes by 20, and a failed page stops loading until Retry', { timeout: 30_000 }, async () => {
    const { root } = await screens.mount('/search?q=a');
    const count = () => root.querySelectorAll('[data-testid="dish-results"] [data-dish]').length;
    await waitFor(() => count() === 20);
    clickText(root, '[data-testid="dish-results"] button', 'Show more');
    await waitFor(() => count() === 40);
    await screens.sandbox.control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'search/v1/products',
      count: 4,
    });
    try {
      clickText(root, '[data-testid="dish-results"] button', 'Show more');
      await waitFor(
        () => root.querySelector('[data-testid="dish-results"] .dk-button:not(.dk-button-secondary)'),
        15_000,
      );
      expect(count()).toBe(40);
      expect(texts(root, '[data-testid="dish-results"] button')).toEqual(['Try again']);
    } finally {
      await screens.sandbox.control('DELETE', 'control/faults');
    }
    clickText(root, '[data-testid="dish-results"] button', 'Try again');
    await waitFor(() => count() === 60);
  });

  it('says so when nothing is found', async () => {
    await screens.mount('/search?q=zzqqxx');
    // Both lists answer empty: one message for the whole search.
    await waitFor(() => screens.mounted.root.querySelector('.dk-empty strong'));
    expect(screens.mounted.root.querySelector('[data-testid="venue-results"]')).toBeNull();
    expect(texts(screens.mounted.root, '.dk-empty strong')).toEqual(['Nothing found for “zzqqxx”']);
  });
});
