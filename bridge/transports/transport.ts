import type { AppMessage, Runtime } from '../protocol.ts';

/** One way to reach a host. Transports check who sent a message; the client checks what it says. */
export interface Transport {
  readonly runtime: Runtime;
  /** Delivers one message to the host. */
  send(message: AppMessage): void;
  /**
   * Starts handing inbound messages from the host's side to `receive`, not yet validated; `receive` answers
   * whether the message was a valid one of ours.
   */
  open(receive: (message: unknown) => boolean): void;
  close(): void;
}
