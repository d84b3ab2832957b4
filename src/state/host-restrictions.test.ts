import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import type { HostConfig } from '../config/host-config.ts';
import { countryFromHostname, createHostRestrictions, restrictionsState } from './host-restrictions.ts';

/** The slice and its actions, as the mount's root state holds them. */
function restrictionsOf(options: { hostConfig: HostConfig; hostname: string }) {
  const state = proxy(restrictionsState(options));
  return { state, ...createHostRestrictions({ state, hostConfig: options.hostConfig }) };
}

describe('countryFromHostname', () => {
  it('reads the top-level domain, kz by default', () => {
    expect(countryFromHostname('food.example.ge')).toBe('ge');
    expect(countryFromHostname('FOOD.EXAMPLE.GE.')).toBe('ge');
    expect(countryFromHostname('food.example.kz')).toBe('kz');
    expect(countryFromHostname('localhost')).toBe('kz');
    expect(countryFromHostname('127.0.0.1')).toBe('kz');
    expect(countryFromHostname('')).toBe('kz');
  });
});

describe('createHostRestrictions', () => {
  it('gives GEL for .ge and KZT for .kz, and hostConfig.country wins', () => {
    expect(restrictionsOf({ hostConfig: {}, hostname: 'a.ge' }).state).toMatchObject({
      country: 'ge',
      currency: 'GEL',
    });
    expect(restrictionsOf({ hostConfig: {}, hostname: 'a.kz' }).state).toMatchObject({
      country: 'kz',
      currency: 'KZT',
    });
    expect(restrictionsOf({ hostConfig: { country: 'ge' }, hostname: 'a.kz' }).state.currency).toBe('GEL');
  });

  it('allows every service without restrictions', () => {
    const restrictions = restrictionsOf({ hostConfig: {}, hostname: 'x' });
    expect(restrictions.state.allowedServices).toEqual(['takeaway', 'express', 'delivery']);
    expect(restrictions.restrictService('express')).toBe('express');
  });

  it('falls back to delivery for a service the host leaves out', () => {
    const restrictions = restrictionsOf({
      hostConfig: { allowedServices: ['delivery', 'takeaway'] },
      hostname: 'x',
    });
    expect(restrictions.isServiceAllowed('express')).toBe(false);
    expect(restrictions.restrictService('express')).toBe('delivery');
    expect(restrictions.restrictService('takeaway')).toBe('takeaway');
  });

  it('uses the first allowed service when delivery itself is not allowed', () => {
    const restrictions = restrictionsOf({
      hostConfig: { allowedServices: ['express'] },
      hostname: 'x',
    });
    expect(restrictions.restrictService('delivery')).toBe('express');
  });

  it('limits services to the brand mode, intersected with the host list', () => {
    const restrictions = restrictionsOf({
      hostConfig: {
        brand: { id: 9, services: ['express', 'takeaway'] },
        allowedServices: ['express', 'delivery'],
      },
      hostname: 'x',
    });
    expect(restrictions.state.allowedServices).toEqual(['express']);
    expect(restrictions.state.brand).toEqual({ id: 9, services: ['express', 'takeaway'] });
  });

  it('keeps delivery when the host and brand lists share nothing', () => {
    const restrictions = restrictionsOf({
      hostConfig: { brand: { id: 9, services: ['express'] }, allowedServices: ['takeaway'] },
      hostname: 'x',
    });
    expect(restrictions.state.allowedServices).toEqual(['delivery']);
  });

  it('filters towns and carries the primary colour; a later update narrows them', () => {
    const restrictions = restrictionsOf({
      hostConfig: { towns: [1, 2], primaryColor: '#0a7f5a' },
      hostname: 'x',
    });
    expect(restrictions.isTownVisible(2)).toBe(true);
    expect(restrictions.isTownVisible(3)).toBe(false);
    restrictions.apply({ towns: [3], primaryColor: '#fff', allowedServices: ['takeaway'] });
    expect(restrictions.isTownVisible(3)).toBe(true);
    expect(restrictions.state.primaryColor).toBe('#fff');
    expect(restrictions.state.allowedServices).toEqual(['takeaway']);
    expect(restrictionsOf({ hostConfig: {}, hostname: 'x' }).isTownVisible(24)).toBe(true);
  });

  it('goes back to the mount’s own values where a later host config gives null (a config replaces the last)', () => {
    const restrictions = restrictionsOf({
      hostConfig: { towns: [1, 2], primaryColor: '#0a7f5a', allowedServices: ['takeaway', 'delivery'] },
      hostname: 'x',
    });
    restrictions.apply({ towns: [3], primaryColor: '#fff', allowedServices: ['express'] });
    restrictions.apply({ towns: null, primaryColor: null, allowedServices: null });
    expect(restrictions.state.towns).toEqual([1, 2]);
    expect(restrictions.state.primaryColor).toBe('#0a7f5a');
    expect(restrictions.state.allowedServices).toEqual(['takeaway', 'delivery']);
    const bare = restrictionsOf({ hostConfig: {}, hostname: 'x' });
    bare.apply({ towns: [3], primaryColor: '#fff', allowedServices: ['express'] });
    bare.apply({ towns: null, primaryColor: null, allowedServices: null });
    expect(bare.state.towns).toBeNull();
    expect(bare.state.primaryColor).toBeNull();
    expect(bare.state.allowedServices).toEqual(['takeaway', 'express', 'delivery']);
  });
});
