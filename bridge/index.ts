/** Mini-app side of the host bridge. Filled in by the bridge work (issue 3). */
export const PROTOCOL = 'dastarkhan-bridge';
export const PROTOCOL_VERSION = 1;
