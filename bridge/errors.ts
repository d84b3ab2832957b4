import type { HostErrorCode } from './protocol.ts';

/** Stable codes: branch on these (or on the classes below), never on messages. */
export type BridgeErrorCode = HostErrorCode | 'timeout' | 'aborted' | 'invalid_response' | 'destroyed';

/** Every failure of a bridge call. What the user chose (dismissed, closed, denied) is a result, not an error. */
export class BridgeError extends Error {
  // `declare`: assigned in the constructor; a class field would cost a define helper in the 4 KB bundle.
  declare readonly code: BridgeErrorCode;
  constructor(code: BridgeErrorCode, message: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
  }
}

/** The host did not answer within the call's timeout; the host was told to cancel. */
export class BridgeTimeoutError extends BridgeError {
  constructor(what: string, ms: number) {
    super('timeout', `${what}: no answer within ${ms} ms`);
    this.name = 'BridgeTimeoutError';
  }
}

/** The caller's AbortSignal fired; the host was told to cancel. Named like DOMException's so generic abort checks match. */
export class BridgeAbortError extends BridgeError {
  constructor(what: string) {
    super('aborted', `${what}: aborted`);
    this.name = 'AbortError';
  }
}

/** The host does not implement the method (known from the handshake, or answered so). */
export class BridgeUnsupportedError extends BridgeError {
  constructor(what: string) {
    super('unsupported', `${what}: unsupported`);
    this.name = 'BridgeUnsupportedError';
  }
}

/** The host answered with an error (`invalid_params`, `denied`, `busy` or `internal`) and maybe a message. */
export class BridgeHostError extends BridgeError {
  constructor(code: HostErrorCode, message: string) {
    super(code, message);
    this.name = 'BridgeHostError';
  }
}
