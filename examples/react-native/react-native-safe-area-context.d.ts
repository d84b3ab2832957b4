// The one hook of react-native-safe-area-context that the example screen uses, so that it type-checks here
// (react-native and react-native-webview are installed for their types; this library is not). A React
// Native app has the real declarations.
declare module 'react-native-safe-area-context' {
  export function useSafeAreaInsets(): { top: number; right: number; bottom: number; left: number };
}
