/**
 * The simulator's private channel between the fake native objects in the app shell (runtime-shim.ts) and the
 * host panel. It only carries the bridge's JSON strings; both ends are pages of the simulator's own origin.
 */
const SHIM_RUNTIMES = ['ios', 'android', 'react-native'] as const;
export type ShimRuntime = (typeof SHIM_RUNTIMES)[number];

/** Shim to panel: a string the app gave the fake native object. */
export interface FromApp {
  channel: 'dastarkhan-sim-shim';
  runtime: ShimRuntime;
  data: string;
}

/** Panel to shim: a string to dispatch in the app page as the native host's script would. */
export interface ToApp {
  channel: 'dastarkhan-sim-host';
  data: string;
}

export const isShimRuntime = (value: unknown): value is ShimRuntime =>
  SHIM_RUNTIMES.includes(value as ShimRuntime);

export const isFromApp = (value: unknown): value is FromApp =>
  typeof value === 'object' &&
  value !== null &&
  (value as FromApp).channel === 'dastarkhan-sim-shim' &&
  isShimRuntime((value as FromApp).runtime) &&
  typeof (value as FromApp).data === 'string';

export const isToApp = (value: unknown): value is ToApp =>
  typeof value === 'object' &&
  value !== null &&
  (value as ToApp).channel === 'dastarkhan-sim-host' &&
  typeof (value as ToApp).data === 'string';
