export { distanceMeters } from './addresses.ts';
export { type AppCore, createAppCore } from './app-core.ts';
export type { HostAuthPort } from './auth.ts';
export { APP_VERSION } from './device.ts';
