/**
 * The Dastarkhan mini-app for bundlers: `mount(el, hostConfig)` renders the ordering app into `el`.
 * The bridge sides are separate entries: `dastarkhan/bridge` and `dastarkhan/host`.
 */
import { sendMountRequests } from './app/first-request-routes.ts';
import type { HostConfig } from './config/host-config.ts';
import type { MountHandle } from './mount-handle.ts';
import { mountApp } from './mount.tsx';

export { HOST_TAG } from './mount-host.ts';

/**
 * Mounts the mini-app into `el` with `hostConfig` (docs/integration-web.md), and sends the first screen's API
 * requests as it starts, beside the screen's code.
 */
export function mount(el: Element, hostConfig?: HostConfig): MountHandle {
  return mountApp(el, hostConfig, sendMountRequests);
}
export type { MountHandle } from './mount-handle.ts';
export {
  type Environment,
  type HostConfig,
  HostConfigError,
  LANGUAGES,
  type Language,
  SERVICES,
  type ServiceId,
  validateHostConfig,
} from './config/host-config.ts';
