/**
 * The protocol as a JSON Schema (draft 2020-12), for hosts in any language: every message, each method's
 * params and result, each event's data, required and optional fields, and the size limits. The build writes
 * it to dist/protocol.schema.json; the simulator serves it at /dist/protocol.schema.json.
 *
 * It is written next to the runtime schemas (protocol-schemas.ts, host/request-schemas.ts), shares their
 * patterns and limits, and is typed per method and event against protocol.ts, so a method added there
 * and not here fails the type check; protocol-json-schema.test.ts checks that it accepts and refuses
 * exactly what the runtime schemas do, on valid samples and on every one-field mutation of them.
 */
import {
  BARCODE_FORMATS,
  DEFAULT_TIMEOUTS,
  type EventName,
  type MethodName,
  PROTOCOL,
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
} from './protocol.ts';
import { APP_PATH, COLOR, GRANT_MAX_LENGTH, THEME_COLORS, TOKEN_MAX_LENGTH } from './protocol-schemas.ts';
import {
  HAPTIC_TYPES,
  OPENABLE_URL,
  PLAIN_TEXT,
  POPUP_BUTTON_ID,
  POPUP_BUTTON_STYLES,
  POPUP_MAX_BUTTONS,
  SECURE_KEY,
  SHARE_URL,
  TEXT_LIMITS,
  UNSAFE_URL,
} from './host/request-schemas.ts';

export type JsonSchema = { [keyword: string]: unknown };

const string: JsonSchema = { type: 'string' };
const number: JsonSchema = { type: 'number' };
const boolean: JsonSchema = { type: 'boolean' };
const anyObject: JsonSchema = { type: 'object' };
const nonEmpty: JsonSchema = { type: 'string', minLength: 1 };
const token: JsonSchema = { type: 'string', minLength: 1, maxLength: TOKEN_MAX_LENGTH };
const appPath: JsonSchema = {
  type: 'string',
  pattern: APP_PATH.source,
  description: "A path on the app's origin: one leading '/', no control characters, spaces or backslashes.",
};
const integer: JsonSchema = {
  type: 'integer',
  minimum: Number.MIN_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
};
const enumOf = (values: readonly unknown[]): JsonSchema => ({ enum: [...values] });
const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const anyOf = (...schemas: JsonSchema[]): JsonSchema => ({ anyOf: schemas });
const ref = (name: string): JsonSchema => ({ $ref: `#/$defs/${name}` });

/** Unknown fields are allowed everywhere: a newer peer may send more (docs/protocol.md, versioning). */
function object(required: Record<string, JsonSchema>, optional: Record<string, JsonSchema> = {}): JsonSchema {
  const names = Object.keys(required);
  return {
    type: 'object',
    properties: { ...required, ...optional },
    ...(names.length > 0 ? { required: names } : {}),
  };
}
const status = (tag: string, fields: Record<string, JsonSchema> = {}) =>
  object({ status: { const: tag }, ...fields });

const dismissed = status('dismissed');
const redirecting = status('redirecting');
const permissionParams = object({ name: enumOf(['geolocation', 'camera']) });
const permissionResult = object({ state: enumOf(['granted', 'notDetermined', 'denied']) });
const scanResult = anyOf(
  status('success', { text: string, format: enumOf([...BARCODE_FORMATS, 'qr_code', 'manual']) }),
  dismissed,
);
const nullableString: JsonSchema = { type: ['string', 'null'] };
const secureKey: JsonSchema = { type: 'string', pattern: SECURE_KEY.source };
const color: JsonSchema = { type: 'string', pattern: COLOR.source };
const acknowledgement: JsonSchema = {
  description: 'Only acknowledges: answer null; any result is accepted and the app sees null.',
};

const plainText = (maxLength: number): JsonSchema => ({
  type: 'string',
  minLength: 1,
  maxLength,
  pattern: PLAIN_TEXT.source,
  description: 'No control characters (U+0000-U+001F, U+007F-U+009F).',
});
const popupParams = object(
  {
    message: plainText(TEXT_LIMITS.message),
    buttons: {
      ...arrayOf(
        object({
          id: { type: 'string', pattern: POPUP_BUTTON_ID.source },
          text: plainText(TEXT_LIMITS.buttonText),
          style: enumOf(POPUP_BUTTON_STYLES),
        }),
      ),
      minItems: 1,
      maxItems: POPUP_MAX_BUTTONS,
      description: 'The ids must differ from each other (checked at run time: JSON Schema cannot say it).',
    },
  },
  { title: plainText(TEXT_LIMITS.title) },
);

const mainButton: JsonSchema = {
  ...object(
    { visible: boolean },
    { text: plainText(TEXT_LIMITS.mainButtonText), enabled: boolean, progress: boolean },
  ),
  // if/then said with anyOf: a hidden button, or one with its text.
  anyOf: [object({ visible: { const: false } }), object({ text: plainText(TEXT_LIMITS.mainButtonText) })],
  description: 'enabled defaults to true, progress to false; text is required while visible.',
};

/** Per method: the params the host must accept, and the result the app accepts. */
const METHODS = {
  'auth.code': {
    params: anyObject,
    result: anyOf(status('success', { code: token }), dismissed, redirecting),
  },
  'auth.trackId': { params: anyObject, result: anyOf(status('success', { trackId: token }), dismissed) },
  'pay.open': {
    params: object(
      { trackId: nonEmpty, paymentUrl: string },
      { walletType: string, successPath: appPath, failurePath: appPath },
    ),
    result: anyOf(status('success'), status('closed'), redirecting),
  },
  'scan.qr': { params: anyObject, result: scanResult },
  'scan.barcode': {
    params: object({}, { formats: arrayOf(enumOf(BARCODE_FORMATS)) }),
    result: scanResult,
  },
  haptic: { params: object({ type: enumOf(HAPTIC_TYPES) }), result: acknowledgement },
  'permission.status': { params: permissionParams, result: permissionResult },
  'permission.request': { params: permissionParams, result: permissionResult },
  'geo.position': {
    params: object({}, { highAccuracy: boolean, timeoutMs: number, maxAgeMs: number }),
    result: anyOf(
      status('success', { latitude: number, longitude: number, accuracy: number }),
      status('denied'),
      status('unavailable'),
    ),
  },
  'geo.enabled': { params: anyObject, result: object({ enabled: boolean }) },
  'cache.clear': { params: anyObject, result: acknowledgement },
  'analytics.event': {
    params: object(
      { name: nonEmpty },
      {
        properties: {
          type: 'object',
          additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
        },
      },
    ),
    result: acknowledgement,
  },
  'link.open': {
    params: object(
      {
        url: {
          type: 'string',
          format: 'uri',
          pattern: OPENABLE_URL.source,
          not: { pattern: UNSAFE_URL.source },
          description: 'An absolute URL; javascript:, data:, vbscript:, blob: and file: are refused.',
        },
      },
      { kind: enumOf(['browser', 'navigation', 'messenger']) },
    ),
    result: acknowledgement,
  },
  'app.close': { params: anyObject, result: acknowledgement },
  share: {
    params: object(
      {},
      {
        text: string,
        url: {
          type: 'string',
          format: 'uri',
          pattern: SHARE_URL.source,
          description: 'An absolute http: or https: URL.',
        },
        title: string,
      },
    ),
    result: anyOf(status('shared'), status('copied'), dismissed),
  },
  'closing.confirm': { params: object({ enabled: boolean }), result: acknowledgement },
  'secure.get': { params: object({ key: secureKey }), result: object({ value: nullableString }) },
  'secure.set': { params: object({ key: secureKey, value: nullableString }), result: acknowledgement },
  'mainButton.set': { params: mainButton, result: acknowledgement },
  'backButton.set': { params: object({ visible: boolean }), result: acknowledgement },
  'view.expand': { params: object({ fullscreen: boolean }), result: acknowledgement },
  'popup.open': { params: popupParams, result: object({ buttonId: nullableString }) },
  'clipboard.write': { params: object({ text: plainText(TEXT_LIMITS.clipboard) }), result: acknowledgement },
  'phone.request': {
    params: anyObject,
    result: anyOf(
      status('success', { grant: { type: 'string', minLength: 1, maxLength: GRANT_MAX_LENGTH } }),
      dismissed,
    ),
  },
} satisfies { [M in MethodName]: { params: JsonSchema; result: JsonSchema } };

const HOST_CONFIG = object(
  {},
  {
    services: arrayOf(enumOf(['express', 'delivery', 'takeaway'])),
    townIds: arrayOf(integer),
    primaryColor: color,
    language: enumOf(['kk', 'ru', 'en', 'ka']),
  },
);

const THEME = object(
  { scheme: enumOf(['light', 'dark']) },
  {
    colors: {
      ...object({}, Object.fromEntries(THEME_COLORS.map((name) => [name, color]))),
      additionalProperties: color,
      description: 'Every entry is a colour; names the app does not know are ignored.',
    },
  },
);
const VIEWPORT = object(
  { safeArea: object({ top: number, right: number, bottom: number, left: number }) },
  { height: number, mode: enumOf(['compact', 'expanded', 'fullscreen']) },
);

/** Per event: its data, and the app's reply when the event carries an id (null: no reply). */
const EVENTS = {
  back: { data: anyObject, reply: object({ handled: boolean }) },
  visibility: { data: object({ visible: boolean }), reply: null },
  config: { data: ref('hostConfig'), reply: null },
  theme: { data: ref('theme'), reply: null },
  viewport: { data: ref('viewport'), reply: null },
  'mainButton.press': { data: anyObject, reply: null },
} satisfies { [E in EventName]: { data: JsonSchema; reply: JsonSchema | null } };

const envelope = (kind: string, fields: Record<string, JsonSchema>, optional = {}) =>
  object(
    { protocol: { const: PROTOCOL }, version: enumOf(PROTOCOL_VERSIONS), kind: { const: kind }, ...fields },
    optional,
  );

export function protocolJsonSchema(): JsonSchema {
  const defs: Record<string, JsonSchema> = {
    hostConfig: HOST_CONFIG,
    theme: THEME,
    viewport: VIEWPORT,
    launch: object(
      {},
      {
        path: appPath,
        trackId: token,
        auth: anyOf(status('success', { code: token, route: appPath }), status('error', { message: string })),
      },
    ),
    wireError: object(
      { code: enumOf(['unsupported', 'invalid_params', 'denied', 'busy', 'internal']) },
      { message: string },
    ),
    hello: envelope('hello', {
      id: string,
      versions: arrayOf(number),
      app: object({ name: string, version: string }),
    }),
    welcome: envelope(
      'welcome',
      {
        id: string,
        host: object({ name: string, version: string, platform: enumOf(['ios', 'android', 'web']) }),
        methods: { type: 'object', additionalProperties: number },
      },
      { config: ref('hostConfig'), launch: ref('launch'), theme: ref('theme'), viewport: ref('viewport') },
    ),
    cancel: envelope('cancel', { id: string }),
    response: anyOf(
      envelope('response', { id: string, result: {} }),
      envelope('response', { id: string, error: ref('wireError') }),
    ),
    request: anyOf(
      ...Object.keys(METHODS).map((method) =>
        envelope('request', { id: string, method: { const: method }, params: ref(`${method}.params`) }),
      ),
    ),
    event: anyOf(
      ...Object.keys(EVENTS).map((name) =>
        envelope('event', { event: { const: name }, data: ref(`${name}.data`) }, { id: string }),
      ),
    ),
  };
  for (const [method, { params, result }] of Object.entries(METHODS)) {
    defs[`${method}.params`] = params;
    defs[`${method}.result`] = { ...result, 'x-timeout-ms': DEFAULT_TIMEOUTS[method as MethodName] };
  }
  for (const [name, { data, reply }] of Object.entries(EVENTS)) {
    defs[`${name}.data`] = data;
    if (reply) defs[`${name}.reply`] = reply;
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://dastarkhan.kz/protocol.schema.json',
    title: `Dastarkhan bridge protocol, version ${PROTOCOL_VERSION}`,
    description:
      'Every message of docs/protocol.md. Unknown fields are allowed (a newer peer may send more). A method ' +
      "'M' has its params in $defs['M.params'] and its result in $defs['M.result'] (with the app's time-out " +
      "in x-timeout-ms); an event 'E' has its data in $defs['E.data'] and, where the app answers, its reply " +
      "in $defs['E.reply'].",
    'x-methods': Object.keys(METHODS),
    'x-events': Object.keys(EVENTS),
    anyOf: ['hello', 'welcome', 'request', 'response', 'cancel', 'event'].map(ref),
    $defs: defs,
  };
}

/** Where the schema is committed, from the repository's root (`npm run protocol-schema` writes it). */
export const PROTOCOL_SCHEMA_FILE = 'docs/protocol.schema.json';
/** The schema as the committed file holds it. */
export const protocolJsonSchemaText = (): string => `${JSON.stringify(protocolJsonSchema(), null, 2)}\n`;
