/**
 * The protocol's declaration, host side (ADR 0209): what reaches a host from the app, the params of every
 * method and the hello. Hosts run these guards, protocol.ts infers each method's params type from them, and
 * protocol-json-schema.ts writes the JSON Schema from them.
 */
import { BARCODE_FORMATS, isAppPath, isEmpty } from '../protocol-schemas.ts';
import {
  arrayOf,
  declare,
  type Guard,
  type ListRules,
  isBoolean,
  isNumber,
  isString,
  object,
  oneOf,
  recordOf,
  text,
  union,
} from '../schema.ts';

/** The haptic types of docs/contract/entities.md#haptic-types. */
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
] as const;

const nonEmpty = text({ min: 1 });
const permission = object({ name: oneOf(['geolocation', 'camera']) });

/** An absolute URL: a scheme first, with nothing (spaces, tabs) that URL parsing would strip before it. */
export const OPENABLE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const anyCase = (word: string) => [...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('');
/** Schemes a host must not open: a script or data URL would run in whatever page opens it. */
const UNSAFE_URL = new RegExp(
  `^(?:${['javascript', 'data', 'vbscript', 'blob', 'file'].map(anyCase).join('|')}):`,
);
/** An absolute URL that matches `pattern` and not `not`. */
const url = (pattern: RegExp, not?: RegExp): Guard<string> => {
  const rules = { pattern, ...(not ? { not } : {}), url: true };
  const matches = text(rules);
  return declare(
    (value): value is string => matches(value) && !not?.test(value) && URL.canParse(value),
    'text',
    rules,
  );
};
/** Patterns without flags or lookahead, so that the JSON Schema carries them to any language. */
export const isOpenableUrl = url(OPENABLE_URL, UNSAFE_URL);

/** Secure-storage keys: short, plain names, so that a host can use them as Keychain accounts or file names. */
const SECURE_KEY = /^[A-Za-z0-9._-]{1,64}$/;
const secureKey = text({ pattern: SECURE_KEY });
/** What a share sheet may open: a web page, never a script or a local file. */
export const SHARE_URL = /^[hH][tT][tT][pP][sS]?:/;
const shareUrl = url(SHARE_URL);

// ---- popup.open, clipboard.write (issue 31 §3) ----

/** Texts a host draws or copies: no control characters (C0, DEL, C1), which no dialog line needs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
export const PLAIN_TEXT = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Lengths in characters (code points), as JSON Schema counts them. */
const TEXT_LIMITS = {
  title: 64,
  message: 256,
  buttonText: 64,
  clipboard: 4096,
  mainButtonText: 64,
} as const;
const POPUP_BUTTON_ID = /^[A-Za-z0-9_-]{1,64}$/;
const POPUP_BUTTON_STYLES = ['default', 'cancel', 'destructive'] as const;
const POPUP_MAX_BUTTONS = 3;
const plainText = (max: number) => text({ min: 1, max, pattern: PLAIN_TEXT });

/** An array within `rules`. */
const listOf = <T>(item: Guard<T>, rules: ListRules): Guard<T[]> => {
  const { min = 0, max = Number.POSITIVE_INFINITY, distinct } = rules;
  const keyOf = (entry: T) => (distinct ? (entry as Record<string, unknown>)[distinct] : entry);
  return declare(
    (value): value is T[] =>
      arrayOf(item)(value) &&
      value.length >= min &&
      value.length <= max &&
      (!distinct || new Set(value.map(keyOf)).size === value.length),
    'array',
    item,
    rules,
  );
};
/** One to three buttons with distinct ids. */
const popupButtons = listOf(
  object({
    /** 1..64 of A-Z, a-z, 0-9, `_` and `-`; unique within the popup. What the result names. */
    id: text({ pattern: POPUP_BUTTON_ID }),
    /** 1..64 characters, no control characters. */
    text: plainText(TEXT_LIMITS.buttonText),
    /** `destructive` is drawn as the platform's red action, `cancel` as its cancel action. */
    style: oneOf(POPUP_BUTTON_STYLES),
  }),
  { min: 1, max: POPUP_MAX_BUTTONS, distinct: 'id' },
);

// ---- host controls (issue 31): main button, back-button visibility, expand ----

const mainButtonExtras = {
  /** Default true; a disabled button sends no press. */
  enabled: isBoolean,
  /** Default false; a spinner in place of the text, and no press, while the app works on the last one. */
  progress: isBoolean,
};
/** A visible main button needs its text (1 to 64 characters without control characters); a hidden one may leave it out. */
const mainButton = union(
  object({ visible: oneOf([false]) }, { text: plainText(TEXT_LIMITS.mainButtonText), ...mainButtonExtras }),
  object({ visible: isBoolean, text: plainText(TEXT_LIMITS.mainButtonText) }, mainButtonExtras),
);

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
};

export const isHello = object({
  id: isString,
  versions: arrayOf(isNumber),
  app: object({ name: isString, version: isString }),
});

/** Per event that the app answers, its reply: for `back`, whether one of the app's layers closed. */
export const EVENT_REPLIES = {
  /** `handled: false` lets the host go back itself (close the mini-app at its root). */
  back: object({ handled: isBoolean }),
};
