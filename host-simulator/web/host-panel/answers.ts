import type { MethodName, ResultOf } from '../../../bridge/host/index.ts';

interface Answers<M extends MethodName> {
  /** What a host answers when the user goes through with it. */
  approve: ResultOf<M>;
  /** What a host answers when the user backs out; absent where there is nothing to back out of. */
  dismiss?: ResultOf<M>;
}

/**
 * The simulator's canned answers per method: plausible values in Almaty, editable in the panel before they
 * are sent. The track id and code are placeholders; paste real ones from the sandbox login to log in.
 */
export const ANSWERS: { [M in MethodName]: Answers<M> } = {
  'auth.code': { approve: { status: 'success', code: 'sim-code' }, dismiss: { status: 'dismissed' } },
  'auth.trackId': { approve: { status: 'success', trackId: 'sim-track' }, dismiss: { status: 'dismissed' } },
  'pay.open': { approve: { status: 'success' }, dismiss: { status: 'closed' } },
  'scan.qr': {
    approve: { status: 'success', text: 'https://dastarkhan.kz/filials/1?table_id=7', format: 'qr_code' },
    dismiss: { status: 'dismissed' },
  },
  'scan.barcode': {
    approve: { status: 'success', text: '4870204391510', format: 'ean_13' },
    dismiss: { status: 'dismissed' },
  },
  haptic: { approve: null },
  'permission.status': { approve: { state: 'granted' }, dismiss: { state: 'denied' } },
  'permission.request': { approve: { state: 'granted' }, dismiss: { state: 'denied' } },
  'geo.position': {
    approve: { status: 'success', latitude: 43.2389, longitude: 76.8897, accuracy: 15 },
    dismiss: { status: 'denied' },
  },
  'geo.enabled': { approve: { enabled: true }, dismiss: { enabled: false } },
  'cache.clear': { approve: null },
  'analytics.event': { approve: null },
  'link.open': { approve: null },
  'app.close': { approve: null },
  share: { approve: { status: 'shared' }, dismiss: { status: 'dismissed' } },
  'closing.confirm': { approve: null },
  'secure.get': { approve: { value: null } },
  'secure.set': { approve: null },
  'mainButton.set': { approve: null },
  'backButton.set': { approve: null },
  'view.expand': { approve: null },
  // Answered by the host's own dialog and consent sheet (native-controls.ts), not by a pending card.
  'popup.open': { approve: { buttonId: null } },
  'clipboard.write': { approve: null },
  'phone.request': { approve: { status: 'dismissed' }, dismiss: { status: 'dismissed' } },
};

export const METHODS = Object.keys(ANSWERS) as MethodName[];
