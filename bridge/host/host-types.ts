import type {
  HostConfig,
  HostInfo,
  LaunchData,
  MethodName,
  MethodVersions,
  ParamsOf,
  ResultOf,
  Theme,
  Viewport,
} from '../protocol.ts';

/** What a host handler gets besides the params: the request's abort signal, the calling app's origin and the request's id. */
export interface HandlerContext {
  /** Fires when the app stops waiting (its abort or timeout) or the host is closed: close your screen then. */
  signal: AbortSignal;
  /** The origin of the app that called. */
  origin: string;
  /** The request's id, as on the wire: for logs. */
  id: string;
}

/** Acknowledgement-only methods may return anything; the app gets null. */
export type HandlerResult<M extends MethodName> = ResultOf<M> extends null ? unknown : ResultOf<M>;

/**
 * Answers one method. Throw BridgeHostError('denied' | 'busy' | 'invalid_params' | 'internal', message) to
 * send an error code; any other exception goes out as `internal`.
 */
export type HostHandler<M extends MethodName> = (
  params: ParamsOf<M>,
  context: HandlerContext,
) => HandlerResult<M> | Promise<HandlerResult<M>>;

/**
 * The host controls of issue 31 (docs/protocol.md): optional entries, so that a host written before them
 * still compiles and simply does not announce them.
 */
type HostControlMethod =
  | 'mainButton.set'
  | 'backButton.set'
  | 'view.expand'
  | 'popup.open'
  | 'clipboard.write'
  | 'phone.request';

/** One entry per method of the protocol: a handler, or null where this host does not offer it. */
export type HostHandlers = { [M in Exclude<MethodName, HostControlMethod>]: HostHandler<M> | null } & {
  [M in HostControlMethod]?: HostHandler<M> | null;
};

/** Options every kind of host takes: the origins the mini-app may come from, what the host tells it in the welcome, and a traffic log. */
export interface HostOptions {
  /** Exact origins the mini-app may be served from. Required: there is no "any origin". */
  allowedOrigins: readonly [string, ...string[]];
  host: HostInfo;
  config?: HostConfig;
  launch?: LaunchData;
  /** The theme and the web view's insets at start, sent in the welcome; change them with setTheme/setViewport. */
  theme?: Theme;
  viewport?: Viewport;
  /** How long `back()` waits for the app; default 1000 ms, then the host handles back itself. */
  backTimeoutMs?: number;
  /** Sees every message both ways once it passed the origin check; for logs and the simulator's timeline. */
  onTraffic?: (direction: 'in' | 'out', message: unknown) => void;
}

/** The host's side of one mini-app: send it events (`back`, `visibility`, `config`, `theme`, `viewport`) and close the connection. */
export interface HostConnection {
  /** True once the app said hello. */
  readonly connected: boolean;
  /** The method versions offered in the handshake. */
  readonly methods: MethodVersions;
  visibility(visible: boolean): void;
  /** Replaces the host config and tells the app. */
  setConfig(config: HostConfig): void;
  /** Replaces the theme (light or dark scheme and palette) and tells the app: follow the host's own look live. */
  setTheme(theme: Theme): void;
  /** Tells the app the web view's safe-area insets and visible height, after a rotation or a keyboard. */
  setViewport(viewport: Viewport): void;
  /**
   * Delivers the back button: resolves handled true when the app closed one of its layers (docs/contract/screens.md#layers-and-the-back-button). When
   * false, go back in the host or close the mini-app.
   */
  back(): Promise<{ handled: boolean }>;
  /**
   * The guest tapped the main button the app set with `mainButton.set`: send it only while that button is
   * visible, enabled and not in progress (the app acts on every press it gets).
   */
  pressMainButton(): void;
  /** Stops listening and aborts every running handler. */
  close(): void;
}
