/**
 * Runtime schemas of what reaches a host from the app: the params of every method and the hello. Typed
 * against protocol.ts like the app-side schemas.
 */
import {
  BARCODE_FORMATS,
  type Empty,
  type HapticType,
  type MainButtonParams,
  type MethodName,
  type ParamsOf,
} from '../protocol.ts';
import { isAppPath } from '../protocol-schemas.ts';
import {
  arrayOf,
  type Guard,
  isBoolean,
  isNumber,
  isRecord,
  isString,
  object,
  oneOf,
  recordOf,
  union,
} from '../schema.ts';

/** Every HapticType, as a list for validation; protocol.test-d.ts checks that none is missing. */
export const HAPTIC_TYPES = [
  'impactLight',
  'impactMedium',
  'impactHeavy',
  'rigid',
  'soft',
  'notificationSuccess',
  'notificationWarning',
  'notificationError',
  'selection',
] as const satisfies readonly HapticType[];

const nonEmpty = (value: unknown): value is string => isString(value) && value !== '';
const isEmpty = (value: unknown): value is Empty => isRecord(value);
const permission = object({ name: oneOf(['geolocation', 'camera']) });

/** An absolute URL: a scheme first, with nothing (spaces, tabs) that URL parsing would strip before it. */
export const OPENABLE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const anyCase = (word: string) => [...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('');
/** Schemes a host must not open: a script or data URL would run in whatever page opens it. */
export const UNSAFE_URL = new RegExp(
  `^(?:${['javascript', 'data', 'vbscript', 'blob', 'file'].map(anyCase).join('|')}):`,
);
/** Patterns without flags or lookahead, so that the JSON Schema carries them to any language. */
export const isOpenableUrl = (value: unknown): value is string =>
  isString(value) && OPENABLE_URL.test(value) && !UNSAFE_URL.test(value) && URL.canParse(value);

/** Secure-storage keys: short, plain names, so that a host can use them as Keychain accounts or file names. */
export const SECURE_KEY = /^[A-Za-z0-9._-]{1,64}$/;
const secureKey = (value: unknown): value is string => isString(value) && SECURE_KEY.test(value);
/** What a share sheet may open: a web page, never a script or a local file. */
export const SHARE_URL = /^[hH][tT][tT][pP][sS]?:/;
const shareUrl = (value: unknown): value is string =>
  isString(value) && SHARE_URL.test(value) && URL.canParse(value);

// ---- host controls (issue 31): main button, back-button visibility, expand ----

/**
 * A text the host draws in its own chrome: no control characters (a newline or a bidi control would break
 * the host's layout), counted in code points as JSON Schema's maxLength counts them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
export const CHROME_TEXT = /^[^\u0000-\u001f\u007f-\u009f]*$/;
export const MAIN_BUTTON_TEXT_MAX = 64;
const chromeText = (value: unknown): value is string =>
  isString(value) &&
  CHROME_TEXT.test(value) &&
  [...value].length >= 1 &&
  [...value].length <= MAIN_BUTTON_TEXT_MAX;
const mainButtonFields = object(
  { visible: isBoolean },
  { text: chromeText, enabled: isBoolean, progress: isBoolean },
);
/** A visible main button needs its text; a hidden one may leave it out. */
const mainButton = (value: unknown): value is MainButtonParams =>
  mainButtonFields(value) && (!value.visible || Object.hasOwn(value, 'text'));

export const PARAM_SCHEMAS = {
  'auth.code': isEmpty,
  'auth.trackId': isEmpty,
  'pay.open': object(
    { trackId: nonEmpty, paymentUrl: isString },
    { walletType: isString, successPath: isAppPath, failurePath: isAppPath },
  ),
  'scan.qr': isEmpty,
  'scan.barcode': object({}, { formats: arrayOf(oneOf(BARCODE_FORMATS)) }),
  haptic: object({ type: oneOf(HAPTIC_TYPES) }),
  'permission.status': permission,
  'permission.request': permission,
  'geo.position': object({}, { highAccuracy: isBoolean, timeoutMs: isNumber, maxAgeMs: isNumber }),
  'geo.enabled': isEmpty,
  'cache.clear': isEmpty,
  'analytics.event': object(
    { name: nonEmpty },
    { properties: recordOf(union(isString, isNumber, isBoolean, oneOf([null]))) },
  ),
  'link.open': object({ url: isOpenableUrl }, { kind: oneOf(['browser', 'navigation', 'messenger']) }),
  'app.close': isEmpty,
  share: object({}, { text: isString, url: shareUrl, title: isString }),
  'closing.confirm': object({ enabled: isBoolean }),
  'secure.get': object({ key: secureKey }),
  'secure.set': object({ key: secureKey, value: union(isString, oneOf([null])) }),
  'mainButton.set': mainButton,
  'backButton.set': object({ visible: isBoolean }),
  'view.expand': object({ fullscreen: isBoolean }),
} satisfies { [M in MethodName]: Guard<ParamsOf<M>> };

export const isHello = object({
  id: isString,
  versions: arrayOf(isNumber),
  app: object({ name: isString, version: isString }),
});
