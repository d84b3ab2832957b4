/**
 * Host side of the bridge: `createHost` for web pages that embed the mini-app in an iframe,
 * `createReactNativeHost` for react-native-webview, `createStringHost` for any channel of JSON strings.
 */
export { BridgeHostError } from '../errors.ts';
export { GEO_DEFAULTS } from '../geo-defaults.ts';
export * from '../protocol.ts';
export { HAPTIC_TYPES, isOpenableUrl, PARAM_SCHEMAS } from './request-schemas.ts';
export type {
  HandlerContext,
  HandlerResult,
  HostConnection,
  HostHandler,
  HostHandlers,
  HostOptions,
} from './host-types.ts';
export { createHost, type IframeHostOptions } from './iframe-host.ts';
export {
  createReactNativeHost,
  deliveryScript,
  type ReactNativeHost,
  type ReactNativeHostOptions,
  type WebViewHandle,
  type WebViewMessageEvent,
} from './react-native-host.ts';
export { createStringHost, type StringHost, type StringHostOptions } from './string-host.ts';
