import type { HostConfig } from './config/host-config.ts';

/** What `mount()` gives back to the embedding page. */
export interface MountHandle {
  /** Removes the mini-app with every node, listener, timer and request it made. Safe to call twice. */
  unmount(): void;
  /** Shows a route of docs/contract/screens.md#routes, e.g. '/filials/12'. */
  navigate(path: string): void;
  /** Changes some options while mounted; validated like the mount config. */
  update(partialConfig: Partial<HostConfig>): void;
  /** Settles once the first screen has rendered (or rejects if the mini-app could not load). */
  readonly ready: Promise<void>;
}
