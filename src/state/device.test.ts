import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import type { ServiceId } from '../config/host-config.ts';
import { APP_VERSION, createDeviceStore, type DeviceStoreOptions, deviceState } from './device.ts';
import { serviceByTypeId } from './services.ts';
import { createMemoryStorage, createSafeStorage } from '../lib/storage.ts';

/** The slice and its actions, as the mount's root state holds them. */
function deviceStore(options: Omit<DeviceStoreOptions, 'state'> & { platform?: unknown }) {
  const state = proxy(deviceState({ townId: options.townId, platform: options.platform }));
  return { state, ...createDeviceStore({ ...options, state }) };
}

const storage = (backing = createMemoryStorage()) => ({ backing, local: createSafeStorage(() => backing) });

describe('createDeviceStore', () => {
  it('starts with town 1, web, the release version, a kept device id and delivery', () => {
    const { backing, local } = storage();
    const device = deviceStore({ local, createId: () => 'dev-1' });
    expect(device.state).toEqual({
      townId: 1,
      platform: 'web',
      version: APP_VERSION,
      deviceId: 'dev-1',
      geoStatus: null,
      coordinates: null,
      title: '',
      service: 'delivery',
    });
    expect(APP_VERSION).toBe('v4.5.13');
    expect(backing.getItem('deviceId')).toBe('dev-1');
    expect(deviceStore({ local, createId: () => 'other' }).state.deviceId).toBe('dev-1');
  });

  it('accepts only known towns and keeps the town across reloads', () => {
    const { backing, local } = storage();
    const device = deviceStore({ local });
    expect(device.setTown(99)).toBe(false);
    expect(device.setTown('2')).toBe(false);
    expect(device.setTown(2)).toBe(true);
    expect(backing.getItem('townId')).toBe('2');
    expect(deviceStore({ local }).state.townId).toBe(2);
    expect(deviceStore({ local, townId: 5 }).state.townId).toBe(5);
    backing.setItem('townId', 'garbage');
    expect(deviceStore({ local }).state.townId).toBe(1);
  });

  it('accepts only web, ios or android as platform', () => {
    const device = deviceStore({ local: storage().local, platform: 'windows' });
    expect(device.state.platform).toBe('web');
    expect(device.setPlatform('ios')).toBe(true);
    expect(device.setPlatform('react-native')).toBe(false);
    expect(device.state.platform).toBe('ios');
  });

  it('tracks geolocation: granted with coordinates, denied clears them', () => {
    const device = deviceStore({ local: storage().local });
    expect(device.setPosition({ latitude: 43.2, longitude: 76.9 })).toBe(true);
    expect(device.state).toMatchObject({
      geoStatus: 'granted',
      coordinates: { latitude: 43.2, longitude: 76.9 },
    });
    expect(device.setPosition({ latitude: 200, longitude: 0 })).toBe(false);
    device.denyPosition();
    expect(device.state).toMatchObject({ geoStatus: 'denied', coordinates: null });
  });

  it('stores a service change under service.v3 and tells listeners the old and new ids', () => {
    const { backing, local } = storage();
    const device = deviceStore({ local });
    const changes: [ServiceId, ServiceId][] = [];
    const stop = device.onServiceChange((previous, next) => changes.push([previous, next]));
    device.setService('express');
    device.setService('express');
    device.setService('takeaway');
    stop();
    device.setService('delivery');
    expect(changes).toEqual([
      ['delivery', 'express'],
      ['express', 'takeaway'],
    ]);
    expect(backing.getItem('service.v3')).toBe('delivery');
    backing.setItem('service.v3', 'express');
    expect(deviceStore({ local }).state.service).toBe('express');
    backing.setItem('service.v3', 'teleport');
    expect(deviceStore({ local }).state.service).toBe('delivery');
  });

  it('keeps the service within the restrictions, at start and on change', () => {
    const { backing, local } = storage();
    backing.setItem('service.v3', 'express');
    const restrictService = (service: ServiceId): ServiceId => (service === 'express' ? 'delivery' : service);
    const device = deviceStore({ local, restrictService });
    expect(device.state.service).toBe('delivery');
    expect(device.setService('express')).toBe('delivery');
  });

  it('keeps notifying the others when one listener throws', () => {
    const errors: unknown[] = [];
    const device = deviceStore({ local: storage().local, logError: (error) => errors.push(error) });
    const second = vi.fn();
    device.onServiceChange(() => {
      throw new Error('broken listener');
    });
    device.onServiceChange(second);
    device.setService('takeaway');
    expect(second).toHaveBeenCalledWith('delivery', 'takeaway');
    expect(errors).toHaveLength(1);
  });

  it('drops its listeners on dispose', () => {
    const device = deviceStore({ local: storage().local });
    const listener = vi.fn();
    device.onServiceChange(listener);
    device.dispose();
    device.setService('express');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('serviceByTypeId', () => {
  it('maps 1, 3, 4 and falls back to delivery', () => {
    expect([1, 3, 4, '3', 2, null].map(serviceByTypeId)).toEqual([
      'takeaway',
      'express',
      'delivery',
      'express',
      'delivery',
      'delivery',
    ]);
  });
});
