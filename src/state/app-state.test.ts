import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppState, createAppState } from './app-state.ts';
import { createMemoryStorage } from '../lib/storage.ts';

/** One in-memory storage, opened the same on every access (as window.localStorage is). */
function fresh(): () => Storage {
  const storage = createMemoryStorage();
  return () => storage;
}

const states: AppState[] = [];
afterEach(() => {
  for (const state of states.splice(0)) state.dispose();
  vi.useRealTimers();
});

function make(options: Parameters<typeof createAppState>[0] = {}) {
  const state = createAppState(options);
  states.push(state);
  return state;
}

describe('createAppState', () => {
  it('builds every slice from the host config', () => {
    const local = createMemoryStorage();
    const app = make({
      hostConfig: { townId: 2, allowedServices: ['takeaway'], primaryColor: '#123456' },
      hostname: 'food.example.ge',
      platform: 'android',
      localStorage: () => local,
      sessionStorage: fresh(),
    });
    expect(app.root.device).toMatchObject({ townId: 2, platform: 'android', service: 'takeaway' });
    expect(app.root.restrictions).toMatchObject({ country: 'ge', currency: 'GEL', primaryColor: '#123456' });
    expect(app.root.addresses.activeAddress.city).toBe('Astana');
    expect(app.root.auth).toEqual({ trackId: null, accessToken: null, userId: null });
  });

  it('gives two mounts nothing in common but the browser storage', () => {
    const first = make({ localStorage: fresh(), sessionStorage: fresh() });
    const second = make({ localStorage: fresh(), sessionStorage: fresh() });
    first.device.setService('express');
    first.notifications.notify({ type: 'success', text: 'only first' });
    first.cart.add(1, 'delivery', { productId: 1, name: 'x', price: 1, quantity: 1, additives: [] });
    expect(second.root.device.service).toBe('delivery');
    expect(second.root.notifications.items).toEqual([]);
    expect(second.root.cart.carts).toEqual({});
    expect(first.root.device).not.toBe(second.root.device);
  });

  it('reads what the previous release stored, in its formats, and writes them back the same way', () => {
    const local = createMemoryStorage();
    // Written by the release before the root state (ADR 0029): a cart record, bare-text service and ids.
    const storedCart = {
      '12:delivery': {
        filialId: 12,
        service: 'delivery',
        items: [
          {
            line: '5|11x1',
            productId: 5,
            name: 'Plov',
            price: 2500,
            quantity: 2,
            additives: [{ id: 11, name: 'Sauce', price: 200, quantity: 1 }],
          },
        ],
        comment: 'No onion',
        name: 'Aru',
        paymentType: 'cash',
        table: null,
      },
    };
    local.setItem('cart', JSON.stringify(storedCart));
    local.setItem('service.v3', 'takeaway');
    local.setItem('townId', '2');
    local.setItem('deviceId', 'device-7');
    local.setItem('trackId', 'track-3');
    local.setItem('searchHistory', '["lagman"]');
    const app = make({ localStorage: () => local, sessionStorage: fresh() });

    expect(app.root.cart.carts).toEqual(storedCart);
    expect(app.root.device).toMatchObject({ service: 'takeaway', townId: 2, deviceId: 'device-7' });
    expect(app.root.auth.trackId).toBe('track-3');
    expect(app.root.search.history).toEqual(['lagman']);

    app.cart.add(12, 'delivery', { productId: 6, name: 'Tea', price: 500, quantity: 1, additives: [] });
    app.device.setService('express');
    app.device.setTown(1);
    const carts = JSON.parse(local.getItem('cart') ?? 'null');
    expect(carts['12:delivery'].items.map((item: { line: string }) => item.line)).toEqual(['5|11x1', '6|']);
    expect(local.getItem('service.v3')).toBe('express');
    expect(local.getItem('townId')).toBe('1');
    expect(local.getItem('deviceId')).toBe('device-7');
  });

  it('keeps storage keys apart with a prefix', () => {
    const local = createMemoryStorage();
    const first = make({
      localStorage: () => local,
      sessionStorage: fresh(),
      storagePrefix: 'a:',
    });
    make({ localStorage: () => local, sessionStorage: fresh(), storagePrefix: 'b:' });
    first.device.setService('express');
    expect(local.getItem('a:service.v3')).toBe('express');
    expect(local.getItem('b:service.v3')).toBeNull();
  });

  it('works in a browser that throws on storage', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const app = make({ localStorage: refuse, sessionStorage: refuse });
    app.device.setService('takeaway');
    app.auth.setSession({ accessToken: 'a.b.c', trackId: 't1' });
    app.stored.addSearch('plov');
    expect(app.root.device.service).toBe('takeaway');
    expect(app.local.get('service.v3')).toBe('takeaway');
    expect(app.local.persistent).toBe(false);
    expect(app.root.search.history).toEqual(['plov']);
  });

  it('moves the empty address to the new town and uses the localised city name', () => {
    const app = make({
      localStorage: fresh(),
      sessionStorage: fresh(),
      cityName: (townId) => (townId === 1 ? 'Алматы' : 'Астана'),
    });
    expect(app.root.addresses.activeAddress.city).toBe('Алматы');
    app.device.setTown(2);
    expect(app.root.addresses.activeAddress.city).toBe('Астана');
  });

  it('re-applies restrictions from the host to the current service', () => {
    const app = make({ localStorage: fresh(), sessionStorage: fresh() });
    app.device.setService('express');
    const changes: string[] = [];
    app.device.onServiceChange((previous, next) => changes.push(`${previous}>${next}`));
    app.applyHostRestrictions({ allowedServices: ['delivery', 'takeaway'] });
    expect(app.root.device.service).toBe('delivery');
    expect(changes).toEqual(['express>delivery']);
  });

  it('leaves no timer or listener behind after dispose', () => {
    vi.useFakeTimers();
    const app = createAppState({ localStorage: fresh(), sessionStorage: fresh() });
    const listener = vi.fn();
    app.device.onServiceChange(listener);
    app.notifications.notify({ type: 'success', text: 'a' });
    app.notifications.notify({ type: 'error', text: 'b', duration: 60_000 });
    expect(vi.getTimerCount()).toBe(2);
    app.dispose();
    expect(vi.getTimerCount()).toBe(0);
    app.device.setService('express');
    expect(listener).not.toHaveBeenCalled();
  });
});
