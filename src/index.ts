/**
 * The Dastarkhan mini-app for bundlers: `mount(el, hostConfig)` renders the ordering app into `el`.
 * The bridge sides are separate entries: `dastarkhan/bridge` and `dastarkhan/host`.
 */
export { mount, HOST_TAG } from './mount.tsx';
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
