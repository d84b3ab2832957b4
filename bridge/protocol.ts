/**
 * The bridge protocol: every method, event and message (the capabilities' shapes: protocol-capabilities.ts).
 * The app-side `call()`, the host-side handler types, the runtime schemas (protocol-schemas.ts) and
 * docs/protocol.md all follow this file; a change here that they do not follow fails the type tests.
 */

import type {
  BackButtonParams,
  ClipboardWriteParams,
  ClosingConfirmationParams,
  MainButtonParams,
  PhoneRequestResult,
  PopupParams,
  PopupResult,
  SecureGetResult,
  SecureKeyParams,
  SecureSetParams,
  ShareParams,
  ShareResult,
  Theme,
  ViewExpandParams,
  Viewport,
} from './protocol-capabilities.ts';

export type * from './protocol-capabilities.ts';

/** Carried by every message so that foreign postMessage traffic on the same window is told apart. */
export const PROTOCOL = 'dastarkhan-bridge';
/** The newest protocol major this build speaks. */
export const PROTOCOL_VERSION = 1;
/** Every protocol major this build speaks; the host picks the highest one it shares. */
export const PROTOCOL_VERSIONS: readonly number[] = [1];

/** Where the mini-app runs: a native web view (iOS, Android, React Native), an iframe, or a plain web page. */
export type Runtime = 'ios' | 'android' | 'react-native' | 'iframe' | 'web';
/** An interface language, as the bridge sends it: kk, ru, en or ka. */
export type Language = 'kk' | 'ru' | 'en' | 'ka';
/** A main service by its wire id (docs/contract/entities.md#service-ids "service ids"). */
export type ServiceId = 'express' | 'delivery' | 'takeaway';
/** The host's operating system, in `HostInfo`. */
export type Platform = 'ios' | 'android' | 'web';

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
/** One of `BARCODE_FORMATS`. */
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];
/** What a scan reports: a barcode format, a QR code, or `manual` when the user typed the code. */
export type ScanFormat = BarcodeFormat | 'qr_code' | 'manual';

/** The haptic types of docs/contract/entities.md#haptic-types (host/request-schemas.ts lists them for validation). */
export type HapticType =
  | 'impactLight'
  | 'impactMedium'
  | 'impactHeavy'
  | 'rigid'
  | 'soft'
  | 'notificationSuccess'
  | 'notificationWarning'
  | 'notificationError'
  | 'selection';

/** The permission statuses of docs/contract/entities.md#permission-statuses. */
export type PermissionState = 'granted' | 'notDetermined' | 'denied';
export type PermissionName = 'geolocation' | 'camera';

/** The params of a method that takes none: `{}`. */
export type Empty = Record<string, never>;

// ---- results: what the user chose is a value, only failures of the bridge itself are errors ----

/** The user closed the host's screen without finishing. */
export interface Dismissed {
  status: 'dismissed';
}
/** Only from the plain-web polyfill: the page is leaving for a hosted page; the answer comes back on return. */
export interface Redirecting {
  status: 'redirecting';
}

/** `auth.code`'s result: a one-time code for the sandbox's token exchange, the guest closing the sign-in, or a web host leaving for its login page. */
export type AuthCodeResult = { status: 'success'; code: string } | Dismissed | Redirecting;
/** `auth.trackId`'s result: the host's tracking id for a guest, or the guest closing the sign-in. */
export type AuthTrackIdResult = { status: 'success'; trackId: string } | Dismissed;

/** `pay.open`'s params: the order's payment to show in the host's payment sheet. */
export interface PayParams {
  trackId: string;
  /** The payment provider's URL from the order. */
  paymentUrl: string;
  /** A specific wallet (becomes `displayType` on the hosted page); absent lets the user choose. */
  walletType?: string;
  /** Path on the app's origin to return to after success; default the origin root. */
  successPath?: string;
  /** Path on the app's origin to return to after failure; default the current page. */
  failurePath?: string;
}
/** docs/contract/states.md#native-payment-result: the native pay result is 'success' or 'closed'. */
export type PayResult = { status: 'success' } | { status: 'closed' } | Redirecting;

/** `scan.barcode`'s params. */
export interface BarcodeScanParams {
  /** Formats to look for; default all of BARCODE_FORMATS. */
  formats?: BarcodeFormat[];
}
/** What a scan read and in which format, or the guest closing the scanner. */
export type ScanResult = { status: 'success'; text: string; format: ScanFormat } | Dismissed;

/** `haptic`'s params: which feedback to play. */
export interface HapticParams {
  type: HapticType;
}

/** `permission.request`'s params: the permission to ask for. */
export interface PermissionParams {
  name: PermissionName;
}
/** The state of a permission once the host asked the guest (or knew). */
export interface PermissionResult {
  state: PermissionState;
}

/** docs/contract/states.md#geolocation settings; a host applies GEO_DEFAULTS (geo-defaults.ts) to what is absent. */
export interface GeoPositionParams {
  highAccuracy?: boolean;
  timeoutMs?: number;
  maxAgeMs?: number;
}
/** `geo.position`'s result: where the guest is, or why the host cannot tell. */
export type GeoPositionResult =
  | { status: 'success'; latitude: number; longitude: number; accuracy: number }
  | { status: 'denied' }
  | { status: 'unavailable' };

/** The host's global location switch (docs/contract/states.md#geolocation: 'Location is disabled globally' means denied). */
export interface GeoEnabledResult {
  enabled: boolean;
}

/** A value of an analytics event's property. */
export type AnalyticsValue = string | number | boolean | null;
/** `analytics.event`'s params: an event for the host's own analytics. */
export interface AnalyticsParams {
  name: string;
  properties?: Record<string, AnalyticsValue>;
}

/** `link.open`'s params: a URL for the host to open outside the mini-app. */
export interface LinkParams {
  url: string;
  /** Lets a host pick an app: a maps app for `navigation`, the messenger for `messenger`. */
  kind?: 'browser' | 'navigation' | 'messenger';
}

/**
 * Every method the app can call. `result: null` marks a method that only acknowledges; hosts may answer it
 * with any result, the app sees null.
 */
export interface BridgeMethods {
  'auth.code': { params: Empty; result: AuthCodeResult };
  'auth.trackId': { params: Empty; result: AuthTrackIdResult };
  'pay.open': { params: PayParams; result: PayResult };
  'scan.qr': { params: Empty; result: ScanResult };
  'scan.barcode': { params: BarcodeScanParams; result: ScanResult };
  haptic: { params: HapticParams; result: null };
  'permission.status': { params: PermissionParams; result: PermissionResult };
  'permission.request': { params: PermissionParams; result: PermissionResult };
  'geo.position': { params: GeoPositionParams; result: GeoPositionResult };
  'geo.enabled': { params: Empty; result: GeoEnabledResult };
  'cache.clear': { params: Empty; result: null };
  'analytics.event': { params: AnalyticsParams; result: null };
  'link.open': { params: LinkParams; result: null };
  'app.close': { params: Empty; result: null };
  share: { params: ShareParams; result: ShareResult };
  'closing.confirm': { params: ClosingConfirmationParams; result: null };
  'secure.get': { params: SecureKeyParams; result: SecureGetResult };
  'secure.set': { params: SecureSetParams; result: null };
  'mainButton.set': { params: MainButtonParams; result: null };
  'backButton.set': { params: BackButtonParams; result: null };
  'view.expand': { params: ViewExpandParams; result: null };
  'popup.open': { params: PopupParams; result: PopupResult };
  'clipboard.write': { params: ClipboardWriteParams; result: null };
  'phone.request': { params: Empty; result: PhoneRequestResult };
}
/** The name of a bridge method, e.g. `auth.code`. */
export type MethodName = keyof BridgeMethods;
/** The params a method takes. */
export type ParamsOf<M extends MethodName> = BridgeMethods[M]['params'];
/** A method's result when it succeeds. */
export type ResultOf<M extends MethodName> = BridgeMethods[M]['result'];

/** How long the app waits for each method by default: long where a person acts, short where nobody does. */
export const DEFAULT_TIMEOUTS: { readonly [M in MethodName]: number } = {
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
};

// ---- events: host to app ----

/** The `config` event's data: what the host lets the mini-app show (services, towns), sent in the welcome and on every change. */
export interface HostConfig {
  /** Services the host allows; the app falls back to delivery (docs/contract/product.md#host-configuration). */
  services?: ServiceId[];
  /** Town ids the host shows. */
  townIds?: number[];
  /** `#rgb` or `#rrggbb` only, so that it can go into CSS safely. */
  primaryColor?: string;
  language?: Language;
}

/** The app's reply to the `back` event: `handled: false` lets the host go back itself (close the mini-app at its root). */
export interface BackReply {
  handled: boolean;
}

/**
 * Every event the host can send. An event with a `reply` other than null carries an id and waits for the
 * app's answer: for `back` the app says whether one of its layers closed (docs/contract/screens.md#layers-and-the-back-button: the last opened layer
 * closes first); when it did not, the host goes back or closes the mini-app itself.
 */
export interface BridgeEvents {
  back: { data: Empty; reply: BackReply };
  visibility: { data: { visible: boolean }; reply: null };
  config: { data: HostConfig; reply: null };
  theme: { data: Theme; reply: null };
  viewport: { data: Viewport; reply: null };
  /** The guest tapped the host's main button (visible, enabled, not in progress). */
  'mainButton.press': { data: Empty; reply: null };
}
/** The name of an event the host sends, e.g. `back`. */
export type EventName = keyof BridgeEvents;
/** An event's data. */
export type EventData<E extends EventName> = BridgeEvents[E]['data'];
/** What the app answers to an event: `null` for events that take no answer. */
export type EventReply<E extends EventName> = BridgeEvents[E]['reply'];

// ---- handshake ----

/** The mini-app's name and version, in its hello. */
export interface AppInfo {
  name: string;
  version: string;
}
/** The host's name, version and platform, in its welcome. */
export interface HostInfo {
  name: string;
  version: string;
  platform: Platform;
}
/** The highest version of each method the host implements; absent methods are unsupported. */
export type MethodVersions = { [M in MethodName]?: number };

/** What the mini-app was opened with. */
export interface LaunchData {
  /** App route to open, a path on the app's own origin (`/filials/12?table_id=3`). */
  path?: string;
  /** Track id for login by track id (docs/contract/states.md#login-by-track-id), when the host already has one. */
  trackId?: string;
  /** Plain web only: the login page sent the user back; the app exchanges the code and opens `route`. */
  auth?: { status: 'success'; code: string; route: string } | { status: 'error'; message: string };
}

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

/** Error codes a host may send. */
export type HostErrorCode = 'unsupported' | 'invalid_params' | 'denied' | 'busy' | 'internal';
/** An error as a host sends it in a response: a code of `HostErrorCode` and a message for logs. */
export interface WireError {
  code: HostErrorCode;
  message?: string;
}
/** Either direction: the answer to a RequestMessage (host to app) or to an EventMessage with an id (app to host). */
export type ResponseMessage = Envelope & { kind: 'response'; id: string } & (
    | { result: unknown }
    | { error: WireError }
  );

/** Every message the mini-app sends to the host. */
export type AppMessage = HelloMessage | RequestMessage | CancelMessage | ResponseMessage;
/** Every message the host sends to the mini-app. */
export type HostMessage = WelcomeMessage | EventMessage | ResponseMessage;
