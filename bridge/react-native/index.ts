/**
 * `dastarkhan/react-native`: `<DastarkhanWebView>`, the host side of the bridge as a React Native component over
 * react-native-webview (docs/integration-react-native.md). Its handler types and errors are those of
 * `dastarkhan/host`, re-exported here so that a screen needs one import.
 */
export * from '../host/index.ts';
export {
  DastarkhanWebView,
  type DastarkhanHandlers,
  type DastarkhanWebViewHandle,
  type DastarkhanWebViewProps,
} from './dastarkhan-web-view.tsx';
