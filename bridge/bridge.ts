import type {
  EventData,
  EventName,
  EventReply,
  HostConfig,
  HostInfo,
  LaunchData,
  MethodName,
  MethodVersions,
  ParamsOf,
  ResultOf,
  Runtime,
} from './protocol.ts';

/** Options of one `bridge.call`: a signal that cancels it (the host gets a cancel) and a timeout other than the method's default. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the method's default (DEFAULT_TIMEOUTS). */
  timeoutMs?: number;
}

/** Params may be left out where every field is optional. */
export type CallArgs<M extends MethodName> =
  Record<never, never> extends ParamsOf<M>
    ? [params?: ParamsOf<M>, options?: CallOptions]
    : [params: ParamsOf<M>, options?: CallOptions];

/** For `back`, return true when one of your layers closed; the host then does nothing more. */
export type EventHandler<E extends EventName> =
  EventReply<E> extends null ? (data: EventData<E>) => void : (data: EventData<E>) => boolean | undefined;

/** The mini-app's connection to its host, from `createBridge`: call the host's methods, listen to its events, ask what it supports. */
export interface Bridge {
  readonly runtime: Runtime;
  /** The protocol major agreed in the handshake. */
  readonly version: number;
  readonly host: HostInfo;
  readonly methods: MethodVersions;
  /** The host's latest config: the handshake's, then each `config` event's. */
  readonly config: HostConfig;
  /**
   * The latest data of a state event (`config`, `theme`, `viewport`, `visibility`): the welcome's, then each
   * event's; undefined while the host has sent none. Read it once, then follow the event with `on`.
   */
  latest<E extends EventName>(event: E): EventData<E> | undefined;
  readonly launch: LaunchData;
  /** Whether the host implements `method` (at least at `version`); known since the handshake. */
  supports(method: MethodName, version?: number): boolean;
  /**
   * Calls the host. Settles always: with the result, or with a BridgeError (timeout, abort, unsupported, the
   * host's error, an invalid answer, a destroyed bridge).
   */
  call<M extends MethodName>(method: M, ...args: CallArgs<M>): Promise<ResultOf<M>>;
  /** Handlers run newest first; for `back` the first one returning true stops the event. Returns an unsubscribe. */
  on<E extends EventName>(event: E, handler: EventHandler<E>): () => void;
  /** Stops listening and rejects every pending call with code `destroyed`. */
  destroy(): void;
}
