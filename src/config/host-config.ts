import { LANGUAGES, type Language, SERVICES, type ServiceId } from './host-values.ts';

export { LANGUAGES, type Language, SERVICES, type ServiceId };

/**
 * The sandbox's offline tiles (host-simulator/server/tiles), beside the API proxy: the default, so the
 * simulator and the tests need no tile server of the outside world. A deployment names its own provider
 * with `hostConfig.mapTiles`, handed in as `configured`.
 */
const SANDBOX_MAP_TILES = '/sandbox/tiles/{z}/{x}/{y}.svg?lang={lang}';

/** The placeholders a tile URL template must have; `{lang}` is optional. */
const MAP_TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/**
 * The Leaflet tile URL template of this mount: `{z}/{x}/{y}` for Leaflet, `{lang}` filled with the interface
 * language here (Leaflet would look for a `lang` option otherwise). A relative template resolves against
 * the API's origin, as the sandbox's tiles do.
 */
export function mapTileTemplate(
  configured: string | undefined,
  apiBaseUrl: string,
  language: string,
): string {
  const template = configured ?? SANDBOX_MAP_TILES;
  const absolute = /^https?:\/\//.test(template) ? template : new URL(template, apiBaseUrl).href;
  // new URL() escapes the braces of a relative template; Leaflet needs them as they were.
  return absolute
    .replace(/%7B/gi, '{')
    .replace(/%7D/gi, '}')
    .replaceAll('{lang}', encodeURIComponent(language));
}

const ENVIRONMENTS = ['development', 'stage', 'production'] as const;
/** Which back end and telemetry the app reports to: development, stage or production. */
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * What the embedding page (or the app shell) tells the mini-app at mount. Everything is optional; the
 * host's bridge handshake can later narrow services and towns and set the colour and language.
 */
export interface HostConfig {
  /** Where the API proxy lives; default: the page's origin + '/proxy/'. */
  apiBase?: string;
  /** `browser` when the mini-app owns the page (app shell, webview); `memory` inside someone else's page. */
  routing?: 'browser' | 'memory';
  /** With browser routing: the path the app lives under, e.g. '/app'. */
  basePath?: string;
  /** The first route to show (memory routing), e.g. '/filials/12'. */
  initialPath?: string;
  language?: Language;
  environment?: Environment;
  /** Top-level domain that picks the country and currency (docs/contract/product.md#currencies-and-countries): 'kz' (KZT, default) or 'ge' (GEL). */
  country?: 'kz' | 'ge';
  townId?: number;
  /** Services the host allows; delivery is the fallback when the list leaves the current one out (docs/contract/product.md#host-configuration). */
  allowedServices?: ServiceId[];
  /** Town ids the host shows (docs/contract/product.md#host-configuration "town filter"). */
  towns?: number[];
  /** A CSS colour for buttons and accents, e.g. '#0a7f5a'. */
  primaryColor?: string;
  /** Brand mode (docs/contract/product.md#brand-mode): the product is limited to these services of this brand. */
  brand?: { id: number; services: ServiceId[] };
  /** Exact origin of the parent page when embedded in an iframe; required for the iframe bridge. */
  hostOrigin?: string;
  /**
   * Exact origins of the partner pages that may frame the app shell and host it over the bridge, as the
   * server that serves the shell names them (docs/integration-web.md: the same list as its frame-ancestors).
   */
  hostOrigins?: string[];
  /** OAuth client id for the login redirect. */
  clientId?: string;
  /** Telemetry sinks; both stay off when absent. */
  sentryDsn?: string;
  amplitudeApiKey?: string;
  amplitudeServerUrl?: string;
  /** Shows the Debugbar button (docs/contract/screens.md#debug-bar). */
  debug?: boolean;
  /**
   * Map tiles as a URL template with `{z}`, `{x}`, `{y}` and optionally `{lang}`, absolute or relative to the
   * API's origin; default: the sandbox's offline tiles (mapTileTemplate, below).
   */
  mapTiles?: string;
}

/** Thrown by `mount` and `validateHostConfig` for a config field of the wrong kind; `field` names it. */
export class HostConfigError extends TypeError {
  readonly field: string;
  constructor(field: string, expected: string, got: unknown) {
    super(
      `Dastarkhan mount: hostConfig${field ? `.${field}` : ''} must be ${expected}, got ${describe(got)}`,
    );
    this.name = 'HostConfigError';
    this.field = field;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array (${JSON.stringify(value).slice(0, 60)})`;
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 60))}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

type Check = (value: unknown, field: string) => void;

const oneOf =
  (allowed: readonly string[]): Check =>
  (value, field) => {
    if (typeof value !== 'string' || !allowed.includes(value)) {
      throw new HostConfigError(field, `one of ${allowed.map((a) => `'${a}'`).join(', ')}`, value);
    }
  };

const url: Check = (value, field) => {
  if (typeof value !== 'string' || !URL.canParse(value, 'http://relative.invalid/')) {
    throw new HostConfigError(field, 'a URL or a path', value);
  }
};

const origin: Check = (value, field) => {
  if (typeof value !== 'string' || !URL.canParse(value) || new URL(value).origin !== value) {
    throw new HostConfigError(field, "an exact origin such as 'https://partner.example'", value);
  }
};

const path: Check = (value, field) => {
  if (typeof value !== 'string' || !value.startsWith('/')) {
    throw new HostConfigError(field, "a path starting with '/'", value);
  }
};

const text: Check = (value, field) => {
  if (typeof value !== 'string' || value.trim() === '')
    throw new HostConfigError(field, 'a non-empty string', value);
};

const positiveInt: Check = (value, field) => {
  if (!Number.isInteger(value) || (value as number) <= 0) {
    throw new HostConfigError(field, 'a positive whole number', value);
  }
};

const flag: Check = (value, field) => {
  if (typeof value !== 'boolean') throw new HostConfigError(field, 'true or false', value);
};

const colour: Check = (value, field) => {
  if (typeof value !== 'string' || !/^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/.test(value)) {
    throw new HostConfigError(field, "a CSS colour such as '#0a7f5a'", value);
  }
};

const listOf =
  (item: Check, itemExpected: string): Check =>
  (value, field) => {
    if (!Array.isArray(value) || value.length === 0) {
      throw new HostConfigError(field, `a non-empty array of ${itemExpected}`, value);
    }
    value.forEach((entry, index) => {
      item(entry, `${field}[${index}]`);
    });
  };

const services = listOf(oneOf(SERVICES), 'service ids');

const brand: Check = (value, field) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HostConfigError(field, 'an object { id, services }', value);
  }
  const record = value as Record<string, unknown>;
  positiveInt(record.id, `${field}.id`);
  services(record.services, `${field}.services`);
};

const tileTemplate: Check = (value, field) => {
  text(value, field);
  if (!MAP_TILE_PLACEHOLDERS.every((placeholder) => (value as string).includes(placeholder)))
    throw new HostConfigError(field, 'a tile URL template with {z}, {x} and {y}', value);
};

const CHECKS: { [K in keyof Required<HostConfig>]: Check } = {
  apiBase: url,
  routing: oneOf(['browser', 'memory']),
  basePath: path,
  initialPath: path,
  language: oneOf(LANGUAGES),
  environment: oneOf(ENVIRONMENTS),
  country: oneOf(['kz', 'ge']),
  townId: positiveInt,
  allowedServices: services,
  towns: listOf(positiveInt, 'town ids'),
  primaryColor: colour,
  brand,
  hostOrigin: origin,
  hostOrigins: listOf(origin, 'exact origins'),
  clientId: text,
  sentryDsn: url,
  amplitudeApiKey: text,
  amplitudeServerUrl: url,
  debug: flag,
  mapTiles: tileTemplate,
};

/**
 * Checks a config from outside our types (a `<script>` page, a native shell) field by field, so that a
 * mistake fails at mount with the field's name instead of as a blank screen later. Unknown fields are
 * refused too: a typo such as `langauge` would otherwise be silently ignored.
 */
export function validateHostConfig(input: unknown, { partial = false } = {}): HostConfig {
  if (input === undefined && !partial) return {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new HostConfigError('', 'an object', input);
  }
  const known = Object.keys(CHECKS);
  for (const [field, value] of Object.entries(input)) {
    const check = CHECKS[field as keyof HostConfig];
    if (!check) {
      throw new HostConfigError(
        field,
        `absent: it is not a known option (known: ${known.join(', ')})`,
        value,
      );
    }
    if (value !== undefined) check(value, field);
  }
  return { ...(input as HostConfig) };
}
