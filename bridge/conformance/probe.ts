import type { Runtime } from '../protocol.ts';

/**
 * The kit's raw line to a host. Unlike a Transport it neither encodes for the host's sake beyond what the
 * runtime prescribes nor filters what comes back: the checks look at the raw data, strings included.
 */
export interface Probe {
  readonly runtime: Runtime;
  /** Native runtimes carry JSON strings; iframes and the polyfill carry objects. */
  readonly strings: boolean;
  /** Sends `message` as this runtime prescribes (JSON text for native runtimes). */
  send(message: unknown): void;
  /** Hands every message from the host's side to `receive`, as it arrived. Returns a stop function. */
  listen(receive: (data: unknown) => void): () => void;
  /**
   * iframes only: sends `hello` to the host from a window that is not the mini-app's frame and not on an allowed
   * origin, and resolves with whatever reached that window within `waitMs`.
   */
  stranger?(hello: unknown, waitMs: number): Promise<unknown[]>;
  close(): void;
}
