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
  type PopupButton,
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

// ---- popup.open, clipboard.write (issue 31 §3) ----

/** Texts a host draws or copies: no control characters (C0, DEL, C1), which no dialog line needs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
export const PLAIN_TEXT = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Lengths in characters (code points), as JSON Schema counts them. */
export const TEXT_LIMITS = {
  title: 64,
  message: 256,
  buttonText: 64,
  clipboard: 4096,
  mainButtonText: 64,
} as const;
export const POPUP_BUTTON_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const POPUP_BUTTON_STYLES = ['default', 'cancel', 'destructive'] as const;
export const POPUP_MAX_BUTTONS = 3;
const plainText =
  (max: number) =>
  (value: unknown): value is string => {
    if (!isString(value) || !PLAIN_TEXT.test(value)) return false;
    const length = [...value].length;
    return length >= 1 && length <= max;
  };
const popupButton = object({
  id: (value: unknown): value is string => isString(value) && POPUP_BUTTON_ID.test(value),
  text: plainText(TEXT_LIMITS.buttonText),
  style: oneOf(POPUP_BUTTON_STYLES),
});
/** One to three buttons with distinct ids (the one check of a popup that JSON Schema cannot say). */
const popupButtons = (value: unknown): value is PopupButton[] =>
  arrayOf(popupButton)(value) &&
  value.length >= 1 &&
  value.length <= POPUP_MAX_BUTTONS &&
  new Set(value.map((button) => button.id)).size === value.length;

// ---- host controls (issue 31): main button, back-button visibility, expand ----

const mainButtonFields = object(
  { visible: isBoolean },
  { text: plainText(TEXT_LIMITS.mainButtonText), enabled: isBoolean, progress: isBoolean },
);
/** A visible main button needs its text; a hidden one may leave it out. */
const mainButton = (value: unknown): value is MainButtonParams =>
  mainButtonFields(value) && (!value.visible || Object.hasOwn(value, 'text'));

/** Each method's params check, as hosts run it before a handler: a request that fails it is answered `invalid_params`. */
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
  'popup.open': object(
    { message: plainText(TEXT_LIMITS.message), buttons: popupButtons },
    { title: plainText(TEXT_LIMITS.title) },
  ),
  'clipboard.write': object({ text: plainText(TEXT_LIMITS.clipboard) }),
  'phone.request': isEmpty,
} satisfies { [M in MethodName]: Guard<ParamsOf<M>> };

export const isHello = object({
  id: isString,
  versions: arrayOf(isNumber),
  app: object({ name: isString, version: isString }),
});
