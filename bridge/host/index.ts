/** Host side of the bridge, for web pages and React Native hosts. Filled in by the bridge work (issue 3). */
export { PROTOCOL, PROTOCOL_VERSION } from '../index.ts';
