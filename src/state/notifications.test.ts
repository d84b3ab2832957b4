import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore, STICKY_DURATION } from './notifications.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createNotificationStore', () => {
  it('removes a notification after 3000 ms by default', () => {
    const store = createNotificationStore();
    store.notify({ type: 'success', text: 'Saved' });
    vi.advanceTimersByTime(2999);
    expect(store.state.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.state.items).toHaveLength(0);
  });

  it('honours a custom duration and keeps 9999 until clicked', () => {
    const store = createNotificationStore();
    store.notify({ type: 'error', text: 'Short', duration: 500 });
    const sticky = store.notify({ type: 'error', text: 'Sticky', duration: STICKY_DURATION });
    vi.advanceTimersByTime(60_000);
    expect(store.state.items.map((item) => item.text)).toEqual(['Sticky']);
    store.remove(sticky as number);
    expect(store.state.items).toHaveLength(0);
  });

  it('fills the contract’s fields with defaults', () => {
    const store = createNotificationStore();
    const callback = vi.fn();
    store.notify({
      type: 'success',
      text: 'Hi',
      title: 'T',
      icon: 'check',
      action: { text: 'Undo', callback },
    });
    expect(store.state.items[0]).toMatchObject({
      type: 'success',
      text: 'Hi',
      title: 'T',
      icon: 'check',
      duration: 3000,
      shakeable: false,
    });
    store.state.items[0]?.action?.callback();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('skips a duplicate text with onlyUnique, and allows it without', () => {
    const store = createNotificationStore();
    expect(store.notify({ type: 'error', text: 'Poor network' })).not.toBeNull();
    expect(store.notify({ type: 'error', text: 'Poor network', onlyUnique: true })).toBeNull();
    expect(store.notify({ type: 'error', text: 'Poor network' })).not.toBeNull();
    expect(store.state.items).toHaveLength(2);
  });

  it('a click (remove) clears the timer, and dispose clears all of them', () => {
    const store = createNotificationStore();
    const first = store.notify({ type: 'success', text: 'a' }) as number;
    store.notify({ type: 'success', text: 'b' });
    store.notify({ type: 'success', text: 'c', duration: 10_000 });
    store.remove(first);
    expect(vi.getTimerCount()).toBe(2);
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clear empties the list and its timers', () => {
    const store = createNotificationStore();
    store.notify({ type: 'success', text: 'a' });
    store.clear();
    expect(store.state.items).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
