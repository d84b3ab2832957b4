/** Where the mini-app finds its API proxy on its own origin (docs/contract/calls.md#one-proxy: "same-origin under a fixed prefix"). */
export const API_PREFIX = '/proxy/';
/** Sandbox-only pages and controls: hosted payment and login pages, fault injection, telemetry sinks. */
export const SANDBOX_PREFIX = '/sandbox/';
