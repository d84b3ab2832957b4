/**
 * The protocol's declaration, app side (ADR 0209): everything that reaches the app from a host (each method's
 * result, each event's data, the welcome), declared once with the combinators of schema.ts. The app runs
 * these guards, protocol.ts infers the protocol's types from them, and protocol-json-schema.ts writes the JSON
 * Schema from them. What reaches a host from the app is declared in host/request-schemas.ts.
 */
import {
  arrayOf,
  type Guard,
  isBoolean,
  isInteger,
  isNumber,
  isRecord,
  isString,
  object,
  oneOf,
  recordOf,
  status,
  text,
  union,
} from './schema.ts';

/** Carried by every message so that foreign postMessage traffic on the same window is told apart. */
export const PROTOCOL = 'dastarkhan-bridge';
/** The newest protocol major this build speaks. */
export const PROTOCOL_VERSION = 1;
/** Every protocol major this build speaks; the host picks the highest one it shares. */
export const PROTOCOL_VERSIONS: readonly number[] = [1];

/** The barcode formats of docs/contract/entities.md#barcode-formats, in wire spelling. */
export const BARCODE_FORMATS = [
  'ean_13',
  'ean_8',
  'code_128',
  'code_39',
  'code_93',
  'itf',
  'upc_a',
  'upc_e',
] as const;

/**
 * How long the app waits for each method by default: long where a person acts, short where nobody does.
 * protocol.test-d.ts checks that every method has one and no other name does.
 */
export const DEFAULT_TIMEOUTS = {
  'auth.code': 300_000,
  'auth.trackId': 300_000,
  'pay.open': 900_000,
  'scan.qr': 300_000,
  'scan.barcode': 300_000,
  haptic: 2_000,
  'permission.status': 5_000,
  'permission.request': 120_000,
  'geo.position': 15_000,
  'geo.enabled': 5_000,
  'cache.clear': 10_000,
  'analytics.event': 5_000,
  'link.open': 10_000,
  'app.close': 5_000,
  share: 300_000,
  'closing.confirm': 2_000,
  'secure.get': 5_000,
  'secure.set': 5_000,
  'mainButton.set': 2_000,
  'backButton.set': 2_000,
  'view.expand': 5_000,
  'popup.open': 300_000,
  'clipboard.write': 5_000,
  'phone.request': 300_000,
} as const;

/** The params of a method that takes none: `{}`. */
export type Empty = Record<string, never>;
/** Without data, yet it may carry fields from a newer peer: any object will do. */
export const isEmpty = isRecord as Guard<Empty>;

/**
 * A path on the app's own origin. `//host` and `/\host` would leave it, and so would `/<tab>/host`: URL parsing
 * drops tabs and newlines, so control characters, spaces and backslashes are refused anywhere. No lookahead
 * and no flags, so that the JSON Schema carries the same pattern to any language.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
export const APP_PATH = /^\/(?:[^/\\\u0000-\u0020\u007f][^\\\u0000-\u0020\u007f]*)?$/;
const COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
/** Codes and track ids are exchanged at POST api/v2/oauth2/tokens, which takes at most 200 characters. */
const TOKEN_MAX_LENGTH = 200;
/** A host's signed phone grant (phone.request), exchanged at the token endpoint that takes this much. */
const GRANT_MAX_LENGTH = 4096;

export const isAppPath = text({ pattern: APP_PATH });
const isColor = text({ pattern: COLOR });
const isToken = text({ min: 1, max: TOKEN_MAX_LENGTH });
const isLanguage = oneOf(['kk', 'ru', 'en', 'ka']);

export const isEnvelope = object({
  protocol: oneOf([PROTOCOL]),
  version: oneOf(PROTOCOL_VERSIONS),
  kind: isString,
});

export const isWireError = object(
  { code: oneOf(['unsupported', 'invalid_params', 'denied', 'busy', 'internal']) },
  { message: isString },
);

export const HOST_CONFIG_FIELDS = {
  /** Services the host allows; the app falls back to delivery (docs/contract/product.md#host-configuration). */
  services: arrayOf(oneOf(['express', 'delivery', 'takeaway'])),
  /** Town ids the host shows. */
  townIds: arrayOf(isInteger),
  /** `#rgb` or `#rrggbb` only, so that it can go into CSS safely. */
  primaryColor: isColor,
  language: isLanguage,
};
export const isHostConfig = object({}, HOST_CONFIG_FIELDS);

export const LAUNCH_FIELDS = {
  /** App route to open, a path on the app's own origin (`/filials/12?table_id=3`). */
  path: isAppPath,
  /** Track id for login by track id (docs/contract/states.md#login-by-track-id), when the host already has one. */
  trackId: isToken,
  /** Plain web only: the login page sent the user back; the app exchanges the code and opens `route`. */
  auth: union(status('success', { code: isToken, route: isAppPath }), status('error', { message: isString })),
};
export const isLaunch = object({}, LAUNCH_FIELDS);

/** The palette's names (ThemeColors); the app's schema checks only that every entry is a colour. */
const THEME_COLORS = ['background', 'surface', 'text', 'hint', 'accent', 'accentText'] as const;
export const isTheme = object(
  { scheme: oneOf(['light', 'dark']) },
  { colors: recordOf(isColor, THEME_COLORS) },
);
export const isViewport = object(
  { safeArea: object({ top: isNumber, right: isNumber, bottom: isNumber, left: isNumber }) },
  {
    /** The visible height of the web view in CSS pixels (it shrinks while a keyboard is open). */
    height: isNumber,
    /** The sheet's size; absent from hosts that do not offer `view.expand`. */
    mode: oneOf(['compact', 'expanded', 'fullscreen']),
  },
);

export const WELCOME_FIELDS = {
  id: isString,
  host: object({ name: isString, version: isString, platform: oneOf(['ios', 'android', 'web']) }),
  /** The highest version of each method the host implements; absent methods are unsupported. */
  methods: recordOf(isNumber),
};
/** docs/protocol.md: every field of config and launch is optional, and so are config and launch themselves. */
export const isWelcome = object(WELCOME_FIELDS, {
  config: isHostConfig,
  launch: isLaunch,
  /** The host's theme at start; later ones come as `theme` events. */
  theme: isTheme,
  /** The web view's insets and height at start; later ones come as `viewport` events. */
  viewport: isViewport,
});

/** The user closed the host's screen without finishing. */
export const dismissed = status('dismissed');
/** Only from the plain-web polyfill: the page is leaving for a hosted page; the answer comes back on return. */
export const redirecting = status('redirecting');
const scanned = union(
  status('success', { text: isString, format: oneOf([...BARCODE_FORMATS, 'qr_code', 'manual']) }),
  dismissed,
);
const permission = object({ state: oneOf(['granted', 'notDetermined', 'denied']) });

/**
 * Per method, its result. Acknowledgement-only methods (result null) have none: the app takes any answer of
 * theirs as null, and leaving them out keeps the 4 KB bridge small (ADR 0206).
 */
export const RESULT_SCHEMAS = {
  'auth.code': union(status('success', { code: isToken }), dismissed, redirecting),
  'auth.trackId': union(status('success', { trackId: isToken }), dismissed),
  'pay.open': union(status('success'), status('closed'), redirecting),
  'scan.qr': scanned,
  'scan.barcode': scanned,
  'permission.status': permission,
  'permission.request': permission,
  'geo.position': union(
    status('success', { latitude: isNumber, longitude: isNumber, accuracy: isNumber }),
    status('denied'),
    status('unavailable'),
  ),
  'geo.enabled': object({ enabled: isBoolean }),
  share: union(status('shared'), status('copied'), dismissed),
  'secure.get': object({ value: union(isString, oneOf([null])) }),
  'popup.open': object({ buttonId: union(isString, oneOf([null])) }),
  'phone.request': union(status('success', { grant: text({ min: 1, max: GRANT_MAX_LENGTH }) }), dismissed),
};

/** The schema of a method's result; undefined for an acknowledgement-only method. */
export const resultSchema = (method: string): Guard<unknown> | undefined =>
  (RESULT_SCHEMAS as Partial<Record<string, Guard<unknown>>>)[method];

/** Per event, its data. */
export const EVENT_SCHEMAS = {
  back: isEmpty,
  visibility: object({ visible: isBoolean }),
  config: isHostConfig,
  theme: isTheme,
  viewport: isViewport,
  /** The guest tapped the host's main button (visible, enabled, not in progress). */
  'mainButton.press': isEmpty,
};
