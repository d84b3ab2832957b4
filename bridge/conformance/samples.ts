/**
 * What the kit sends for each method: one valid params object (typed per method against protocol.ts, so a
 * method added there and not here fails the type check) and the invalid ones, most of them derived from the
 * host-side schemas so that new methods are covered without an entry here.
 */
import { PARAM_SCHEMAS } from '../host/request-schemas.ts';
import { DEFAULT_TIMEOUTS, type MethodName, type ParamsOf } from '../protocol.ts';
import { resultSchema } from '../protocol-schemas.ts';

export const VALID_PARAMS: { [M in MethodName]: ParamsOf<M> } = {
  'auth.code': {},
  'auth.trackId': {},
  'pay.open': { trackId: 'kit-track-1', paymentUrl: 'https://psp.example/p/kit-1' },
  'scan.qr': {},
  'scan.barcode': { formats: ['ean_13'] },
  haptic: { type: 'selection' },
  'permission.status': { name: 'camera' },
  'permission.request': { name: 'geolocation' },
  'geo.position': { highAccuracy: false, timeoutMs: 3000, maxAgeMs: 60_000 },
  'geo.enabled': {},
  'cache.clear': {},
  'analytics.event': { name: 'dastarkhan.conformance_kit', properties: { check: 'valid', ok: true } },
  'link.open': { url: 'https://dastarkhan.kz/', kind: 'browser' },
  'app.close': {},
  share: { text: 'Dastarkhan conformance kit', url: 'https://dastarkhan.kz/' },
  'closing.confirm': { enabled: false },
  // A key of the kit's own: the app's token is never read or overwritten by a check.
  'secure.get': { key: 'dastarkhan.conformance' },
  'secure.set': { key: 'dastarkhan.conformance', value: null },
  // Enabled, so that the person can tap it while the kit waits for the host's events (mainButton.press).
  'mainButton.set': { visible: true, text: 'Conformance kit', enabled: true, progress: false },
  'backButton.set': { visible: false },
  'view.expand': { fullscreen: false },
  'popup.open': {
    title: 'Dastarkhan conformance kit',
    message: 'A check of popup.open: choose any button, or dismiss.',
    buttons: [
      { id: 'kit-ok', text: 'OK', style: 'default' },
      { id: 'kit-cancel', text: 'Cancel', style: 'cancel' },
    ],
  },
  'clipboard.write': { text: 'Dastarkhan conformance kit' },
  'phone.request': {},
};

/** Invalid params that the schemas alone do not suggest: a wrong value of a field that has a fixed set. */
const EXTRA_INVALID: { [M in MethodName]?: unknown[] } = {
  'pay.open': [{ trackId: '', paymentUrl: 'https://psp.example/p/kit-1' }],
  'scan.barcode': [{ formats: ['qr_code'] }],
  haptic: [{ type: 'buzz' }],
  'permission.status': [{ name: 'microphone' }],
  'permission.request': [{ name: 'microphone' }],
  'geo.position': [{ timeoutMs: 'soon' }],
  'analytics.event': [{ name: 'x', properties: { nested: { no: 1 } } }],
  'link.open': [{ url: 'javascript:alert(1)' }, { url: 'not a url' }],
  share: [{ url: 'javascript:alert(1)' }],
  'secure.set': [{ key: 'dastarkhan.conformance', value: 5 }],
  'mainButton.set': [
    { visible: true },
    { visible: true, text: '' },
    { visible: true, text: 'x'.repeat(65) },
    { visible: true, text: 'Pay\n1 290 ₸' },
    { visible: true, text: 'Pay', enabled: 'yes' },
    { visible: false, progress: 1 },
  ],
  'backButton.set': [{ visible: 'true' }],
  'view.expand': [{ fullscreen: 'yes' }],
  'popup.open': [
    { message: 'm', buttons: [] },
    { message: 'm', buttons: [1, 2, 3, 4].map((n) => ({ id: `b${n}`, text: 'OK', style: 'default' })) },
    {
      message: 'm',
      buttons: [
        { id: 'same', text: 'OK', style: 'default' },
        { id: 'same', text: 'Yes', style: 'default' },
      ],
    },
    { message: 'm', buttons: [{ id: 'ok', text: 'OK', style: 'primary' }] },
    { message: 'm', buttons: [{ id: 'not ok', text: 'OK', style: 'default' }] },
    { message: 'line\u0000break', buttons: [{ id: 'ok', text: 'OK', style: 'default' }] },
    { message: 'x'.repeat(257), buttons: [{ id: 'ok', text: 'OK', style: 'default' }] },
    { title: '', message: 'm', buttons: [{ id: 'ok', text: 'OK', style: 'default' }] },
  ],
  'clipboard.write': [{ text: '' }, { text: 'x'.repeat(4097) }, { text: 'a\u001bb' }, { text: 5 }],
};

/** Methods the kit would not get back from with a valid call: the host closes the mini-app. */
export const ENDS_SESSION: readonly string[] = ['app.close'];
/** Besides the long-timeout methods, those that take the user out of the host (to a browser or another app). */
const LEAVES_HOST: readonly string[] = ['link.open'];
/** A method whose default timeout is this long waits for a person: the host shows a screen. */
const PERSON_TIMEOUT_MS = 60_000;

export const PROTOCOL_METHODS = Object.keys(PARAM_SCHEMAS) as MethodName[];

/** Params the host must refuse with `invalid_params`: not an object, `{}` where fields are required, and the extras. */
export function invalidParams(method: MethodName): unknown[] {
  const schema = PARAM_SCHEMAS[method] as (value: unknown) => boolean;
  const samples: unknown[] = [[], 'params', ...(EXTRA_INVALID[method] ?? [])];
  if (!schema({})) samples.push({});
  return samples.filter((sample) => !schema(sample));
}

/** A valid call of this method shows a screen or leaves the host: it needs a person in front of the device. */
export const needsPerson = (method: MethodName): boolean =>
  DEFAULT_TIMEOUTS[method] >= PERSON_TIMEOUT_MS || LEAVES_HOST.includes(method);

/** In a plain browser this method may answer `redirecting` and leave the page (the polyfill's hosted pages). */
export const mayRedirect = (method: MethodName): boolean => {
  const schema = resultSchema(method);
  return schema?.({ status: 'redirecting' }) ?? false;
};
