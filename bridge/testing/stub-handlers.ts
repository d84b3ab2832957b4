import type { HostHandlers } from '../host/host-types.ts';

/** A host that says yes to everything, with plausible answers; tests override what they look at. */
export function stubHandlers(overrides: Partial<HostHandlers> = {}): HostHandlers {
  return {
    'auth.code': () => ({ status: 'success', code: 'code-1' }),
    'auth.trackId': () => ({ status: 'success', trackId: 'track-1' }),
    'pay.open': () => ({ status: 'success' }),
    'scan.qr': () => ({ status: 'success', text: 'https://dastarkhan.kz/t/7', format: 'qr_code' }),
    'scan.barcode': () => ({ status: 'success', text: '4006381333931', format: 'ean_13' }),
    haptic: () => null,
    'permission.status': () => ({ state: 'granted' }),
    'permission.request': () => ({ state: 'granted' }),
    'geo.position': () => ({ status: 'success', latitude: 43.2389, longitude: 76.8897, accuracy: 12 }),
    'geo.enabled': () => ({ enabled: true }),
    'cache.clear': () => null,
    'analytics.event': () => null,
    'link.open': () => null,
    'app.close': () => null,
    share: () => ({ status: 'shared' }),
    'closing.confirm': () => null,
    'secure.get': () => ({ value: null }),
    'secure.set': () => null,
    'mainButton.set': () => null,
    'backButton.set': () => null,
    'view.expand': () => null,
    'popup.open': ({ buttons }) => ({ buttonId: buttons[0]?.id ?? null }),
    'clipboard.write': () => null,
    'phone.request': () => ({ status: 'success', grant: 'header.claims.signature' }),
    ...overrides,
  };
}
