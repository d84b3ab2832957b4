/**
 * The bridge protocol: every method, event and message. Each method's params and result and each event's data
 * are declared once (ADR 0209), as the guards of protocol-schemas.ts (what reaches the app) and
 * host/request-schemas.ts (what reaches a host); the types here are inferred from them, and
 * protocol-json-schema.ts writes the JSON Schema (docs/protocol.schema.json) from them. The capabilities'
 * shapes are in protocol-capabilities.ts.
 */

import type { EVENT_REPLIES, isHello, PARAM_SCHEMAS } from './host/request-schemas.ts';
import type {
  dismissed,
  EVENT_SCHEMAS,
  isHostConfig,
  isLaunch,
  isWelcome,
  isWireError,
  PROTOCOL,
  redirecting,
  RESULT_SCHEMAS,
} from './protocol-schemas.ts';
import type { Theme, Viewport } from './protocol-capabilities.ts';
import type { Guarded } from './schema.ts';

export type * from './protocol-capabilities.ts';
export {
  BARCODE_FORMATS,
  DEFAULT_TIMEOUTS,
  type Empty,
  PROTOCOL,
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
} from './protocol-schemas.ts';

type Params = typeof PARAM_SCHEMAS;
type Results = typeof RESULT_SCHEMAS;

/** Where the mini-app runs: a native web view (iOS, Android, React Native), an iframe, or a plain web page. */
export type Runtime = 'ios' | 'android' | 'react-native' | 'iframe' | 'web';
/** An interface language, as the bridge sends it: kk, ru, en or ka. */
export type Language = NonNullable<HostConfig['language']>;
/** A main service by its wire id (docs/contract/entities.md#service-ids). */
export type ServiceId = NonNullable<HostConfig['services']>[number];
/** The host's operating system, in `HostInfo`. */
export type Platform = HostInfo['platform'];

/** One of `BARCODE_FORMATS`. */
export type BarcodeFormat = NonNullable<BarcodeScanParams['formats']>[number];
/** What a scan reports: a barcode format, a QR code, or `manual` when the user typed the code. */
export type ScanFormat = Extract<ScanResult, { status: 'success' }>['format'];

/** The haptic types of docs/contract/entities.md#haptic-types. */
export type HapticType = HapticParams['type'];

/** The permission statuses of docs/contract/entities.md#permission-statuses. */
export type PermissionState = PermissionResult['state'];
/** A permission the app may ask the host about. */
export type PermissionName = PermissionParams['name'];

// ---- results: what the user chose is a value, only failures of the bridge itself are errors ----

/** The user closed the host's screen without finishing. */
export type Dismissed = Guarded<typeof dismissed>;
/** Only from the plain-web polyfill: the page is leaving for a hosted page; the answer comes back on return. */
export type Redirecting = Guarded<typeof redirecting>;

/** `auth.code`'s result: a one-time code for the sandbox's token exchange, the guest closing the sign-in, or a web host leaving for its login page. */
export type AuthCodeResult = Guarded<Results['auth.code']>;
/** `auth.trackId`'s result: the host's tracking id for a guest, or the guest closing the sign-in. */
export type AuthTrackIdResult = Guarded<Results['auth.trackId']>;

/**
 * `pay.open`'s params: the order's payment to show in the host's payment sheet: its track id, the payment
 * provider's URL from the order, a specific wallet (`walletType`, becomes `displayType` on the hosted page;
 * absent lets the user choose), and the paths on the app's origin to return to after success (default the
 * origin root) and after failure (default the current page).
 */
export type PayParams = Guarded<Params['pay.open']>;
/** docs/contract/states.md#native-payment-result: the native pay result is 'success' or 'closed'. */
export type PayResult = Guarded<Results['pay.open']>;

/** `scan.barcode`'s params: the formats to look for; default all of BARCODE_FORMATS. */
export type BarcodeScanParams = Guarded<Params['scan.barcode']>;
/** What a scan read and in which format, or the guest closing the scanner. */
export type ScanResult = Guarded<Results['scan.qr']>;

/** `haptic`'s params: which feedback to play. */
export type HapticParams = Guarded<Params['haptic']>;

/** `permission.request`'s params: the permission to ask for. */
export type PermissionParams = Guarded<Params['permission.request']>;
/** The state of a permission once the host asked the guest (or knew). */
export type PermissionResult = Guarded<Results['permission.request']>;

/** docs/contract/states.md#geolocation settings; a host applies GEO_DEFAULTS (geo-defaults.ts) to what is absent. */
export type GeoPositionParams = Guarded<Params['geo.position']>;
/** `geo.position`'s result: where the guest is, or why the host cannot tell. */
export type GeoPositionResult = Guarded<Results['geo.position']>;

/** The host's global location switch (docs/contract/states.md#geolocation: 'Location is disabled globally' means denied). */
export type GeoEnabledResult = Guarded<Results['geo.enabled']>;

/** `analytics.event`'s params: an event for the host's own analytics. */
export type AnalyticsParams = Guarded<Params['analytics.event']>;
/** A value of an analytics event's property. */
export type AnalyticsValue = NonNullable<AnalyticsParams['properties']>[string];

/** `link.open`'s params: a URL for the host to open outside the mini-app; `kind` lets a host pick an app (a maps app for `navigation`, the messenger for `messenger`). */
export type LinkParams = Guarded<Params['link.open']>;

/**
 * Every method the app can call, from its declarations. `result: null` marks a method that only
 * acknowledges (it has no result declared); hosts may answer it with any result, the app sees null.
 */
export type BridgeMethods = {
  [M in keyof Params]: {
    params: Guarded<Params[M]>;
    result: M extends keyof Results ? Guarded<Results[M]> : null;
  };
};
/** The name of a bridge method, e.g. `auth.code`. */
export type MethodName = keyof BridgeMethods;
/** The params a method takes. */
export type ParamsOf<M extends MethodName> = BridgeMethods[M]['params'];
/** A method's result when it succeeds. */
export type ResultOf<M extends MethodName> = BridgeMethods[M]['result'];

// ---- events: host to app ----

/** The `config` event's data: what the host lets the mini-app show (services, towns, a `#rgb`/`#rrggbb` primary colour, the language), sent in the welcome and on every change. */
export type HostConfig = Guarded<typeof isHostConfig>;

/** The app's reply to the `back` event: `handled: false` lets the host go back itself (close the mini-app at its root). */
export type BackReply = Guarded<(typeof EVENT_REPLIES)['back']>;

type Replies = typeof EVENT_REPLIES;
/**
 * Every event the host can send, from its declarations. An event with a `reply` other than null carries an id
 * and waits for the app's answer: for `back` the app says whether one of its layers closed (docs/contract/screens.md#layers-and-the-back-button: the last
 * opened layer closes first); when it did not, the host goes back or closes the mini-app itself.
 */
export type BridgeEvents = {
  [E in keyof typeof EVENT_SCHEMAS]: {
    data: Guarded<(typeof EVENT_SCHEMAS)[E]>;
    reply: E extends keyof Replies ? Guarded<Replies[E]> : null;
  };
};
/** The name of an event the host sends, e.g. `back`. */
export type EventName = keyof BridgeEvents;
/** An event's data. */
export type EventData<E extends EventName> = BridgeEvents[E]['data'];
/** What the app answers to an event: `null` for events that take no answer. */
export type EventReply<E extends EventName> = BridgeEvents[E]['reply'];

// ---- handshake ----

/** The mini-app's name and version, in its hello. */
export type AppInfo = Guarded<typeof isHello>['app'];
/** The host's name, version and platform, in its welcome. */
export type HostInfo = Guarded<typeof isWelcome>['host'];
/** The highest version of each method the host implements; absent methods are unsupported. */
export type MethodVersions = { [M in MethodName]?: number };

/** What the mini-app was opened with: an app route (`path`), a track id for login by track id (docs/contract/states.md#login-by-track-id), and, on plain web only, the login page's answer (`auth`). */
export type LaunchData = Guarded<typeof isLaunch>;

// ---- the wire envelope ----

interface Envelope {
  protocol: typeof PROTOCOL;
  version: number;
}
/** App to host, first: the versions the app speaks. Answered by WelcomeMessage with the same id. */
export interface HelloMessage extends Envelope {
  kind: 'hello';
  id: string;
  versions: number[];
  app: AppInfo;
}
/**
 * Host to app: the answer to HelloMessage; `version` is the protocol major both sides now use. A host may
 * leave `config` and `launch` out: absent means empty.
 */
export interface WelcomeMessage extends Envelope {
  kind: 'welcome';
  id: string;
  host: HostInfo;
  methods: MethodVersions;
  config?: HostConfig;
  launch?: LaunchData;
  /** The host's theme at start; later ones come as `theme` events. */
  theme?: Theme;
  /** The web view's insets and height at start; later ones come as `viewport` events. */
  viewport?: Viewport;
}
/** App to host: a method call. Answered by ResponseMessage with the same id, or by nothing after CancelMessage. */
export type RequestMessage = {
  [M in MethodName]: Envelope & { kind: 'request'; id: string; method: M; params: ParamsOf<M> };
}[MethodName];
/** App to host: the app stopped waiting (abort or timeout); the host may close its screen. */
export interface CancelMessage extends Envelope {
  kind: 'cancel';
  id: string;
}
/** Host to app: an event; with an id when it expects a ResponseMessage from the app. */
export type EventMessage = {
  [E in EventName]: Envelope & { kind: 'event'; event: E; data: EventData<E>; id?: string };
}[EventName];

/** An error as a host sends it in a response: a code of `HostErrorCode` and a message for logs. */
export type WireError = Guarded<typeof isWireError>;
/** Error codes a host may send. */
export type HostErrorCode = WireError['code'];
/** Either direction: the answer to a RequestMessage (host to app) or to an EventMessage with an id (app to host). */
export type ResponseMessage = Envelope & { kind: 'response'; id: string } & (
    | { result: unknown }
    | { error: WireError }
  );

/** Every message the mini-app sends to the host. */
export type AppMessage = HelloMessage | RequestMessage | CancelMessage | ResponseMessage;
/** Every message the host sends to the mini-app. */
export type HostMessage = WelcomeMessage | EventMessage | ResponseMessage;
