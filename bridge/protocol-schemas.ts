/**
 * Runtime schemas of everything that reaches the app from a host. Typed against protocol.ts, so that a
 * schema that accepts less or more than its type fails the type check (and protocol.test-d.ts).
 */
import {
  BARCODE_FORMATS,
  type Empty,
  type EventData,
  type EventName,
  type HostConfig,
  type LaunchData,
  type MethodName,
  PROTOCOL,
  PROTOCOL_VERSIONS,
  type ResultOf,
  type Theme,
  type ThemeColors,
  type Viewport,
  type WireError,
} from './protocol.ts';
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
  status,
  union,
} from './schema.ts';

/**
 * A path on the app's own origin. `//host` and `/\host` would leave it, and so would `/<tab>/host`: URL parsing
 * drops tabs and newlines, so control characters, spaces and backslashes are refused anywhere. No lookahead
 * and no flags, so that the JSON Schema (protocol-json-schema.ts) carries the same pattern to any language.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
export const APP_PATH = /^\/(?:[^/\\\u0000-\u0020\u007f][^\\\u0000-\u0020\u007f]*)?$/;
export const COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
/** Codes and track ids are exchanged at POST api/v2/oauth2/tokens, which takes at most 200 characters. */
export const TOKEN_MAX_LENGTH = 200;

/** A host's signed phone grant (phone.request), exchanged at the token endpoint that takes this much. */
export const GRANT_MAX_LENGTH = 4096;
const isGrant = (value: unknown): value is string =>
  isString(value) && value !== '' && value.length <= GRANT_MAX_LENGTH;

export const isAppPath = (value: unknown): value is string => isString(value) && APP_PATH.test(value);
const isColor = (value: unknown): value is string => isString(value) && COLOR.test(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isToken = (value: unknown): value is string =>
  isString(value) && value !== '' && value.length <= TOKEN_MAX_LENGTH;

export const isEnvelope = object({
  protocol: oneOf([PROTOCOL]),
  version: oneOf(PROTOCOL_VERSIONS),
  kind: isString,
});

export const isWireError: Guard<WireError> = object(
  { code: oneOf(['unsupported', 'invalid_params', 'denied', 'busy', 'internal']) },
  { message: isString },
);

export const HOST_CONFIG_FIELDS = {
  services: arrayOf(oneOf(['express', 'delivery', 'takeaway'])),
  townIds: arrayOf(isInteger),
  primaryColor: isColor,
  language: oneOf(['kk', 'ru', 'en', 'ka']),
};
export const isHostConfig: Guard<HostConfig> = object({}, HOST_CONFIG_FIELDS);

export const LAUNCH_FIELDS = {
  path: isAppPath,
  trackId: isToken,
  auth: union(status('success', { code: isToken, route: isAppPath }), status('error', { message: isString })),
};
const isLaunch: Guard<LaunchData> = object({}, LAUNCH_FIELDS);

/** The palette's names (ThemeColors); the app's schema checks only that every entry is a colour. */
export const THEME_COLORS = ['background', 'surface', 'text', 'hint', 'accent', 'accentText'] as const;
const isTheme: Guard<Theme> = object(
  { scheme: oneOf(['light', 'dark']) },
  { colors: recordOf(isColor) as Guard<ThemeColors> },
);
const isViewport: Guard<Viewport> = object(
  { safeArea: object({ top: isNumber, right: isNumber, bottom: isNumber, left: isNumber }) },
  { height: isNumber, mode: oneOf(['compact', 'expanded', 'fullscreen']) },
);

export const WELCOME_FIELDS = {
  id: isString,
  host: object({ name: isString, version: isString, platform: oneOf(['ios', 'android', 'web']) }),
  methods: recordOf(isNumber),
};
/** docs/protocol.md: every field of config and launch is optional, and so are config and launch themselves. */
export const isWelcome = object(WELCOME_FIELDS, {
  config: isHostConfig,
  launch: isLaunch,
  theme: isTheme,
  viewport: isViewport,
});

const dismissed = status('dismissed');
const redirecting = status('redirecting');
const scanned = union(
  status('success', { text: isString, format: oneOf([...BARCODE_FORMATS, 'qr_code', 'manual']) }),
  dismissed,
);
const permission = object({ state: oneOf(['granted', 'notDetermined', 'denied']) });

/**
 * Per method, the schema of its result. Acknowledgement-only methods (result null) have none: the app takes
 * any answer of theirs as null, and leaving them out keeps the 4 KB bridge small (ADR 0206).
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
  'phone.request': union(status('success', { grant: isGrant }), dismissed),
} satisfies { [M in MethodName as ResultOf<M> extends null ? never : M]: Guard<ResultOf<M>> };

/** The schema of a method's result; undefined for an acknowledgement-only method. */
export const resultSchema = (method: MethodName): Guard<unknown> | undefined =>
  (RESULT_SCHEMAS as Partial<Record<MethodName, Guard<unknown>>>)[method];

export const EVENT_SCHEMAS = {
  // Without data, yet it may carry fields from a newer host: any object will do.
  back: isRecord as Guard<Empty>,
  visibility: object({ visible: isBoolean }),
  config: isHostConfig,
  theme: isTheme,
  viewport: isViewport,
  'mainButton.press': isRecord as Guard<Empty>,
} satisfies { [E in EventName]: Guard<EventData<E>> };
