/**
 * docs/contract/states.md#geolocation: high accuracy, 5000 ms, no cached position; what a host applies to `geo.position` params left
 * out. A module of its own, not in protocol.ts: the mini-app side never fills params, so dastarkhan/bridge
 * does not carry it (dastarkhan/host exports it).
 */
export const GEO_DEFAULTS = { highAccuracy: true, timeoutMs: 5000, maxAgeMs: 0 } as const;
