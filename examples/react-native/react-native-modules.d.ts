// The few declarations of react-native and react-native-webview that the example screen uses, so that it
// type-checks in this repository (which does not install React Native). A React Native app has the real ones.
declare module 'react-native' {
  export const Platform: { OS: 'ios' | 'android' | 'web' | 'windows' | 'macos' };
  export const BackHandler: {
    addEventListener(event: 'hardwareBackPress', handler: () => boolean): { remove(): void };
  };
  export const AppState: {
    addEventListener(
      event: 'change',
      handler: (state: 'active' | 'background' | 'inactive') => void,
    ): {
      remove(): void;
    };
  };
  export const Linking: { openURL(url: string): Promise<void> };
  export const Vibration: { vibrate(pattern: number | number[]): void };
  export const Share: {
    share(content: { message?: string; url?: string; title?: string }): Promise<{ action: string }>;
    readonly sharedAction: string;
    readonly dismissedAction: string;
  };
  export const Alert: {
    alert(
      title: string,
      message: string,
      buttons: { text: string; style?: 'cancel' | 'destructive'; onPress?: () => void }[],
    ): void;
  };
  export function useColorScheme(): 'light' | 'dark' | null | undefined;
  export function useWindowDimensions(): { width: number; height: number };
}

declare module 'react-native-safe-area-context' {
  export function useSafeAreaInsets(): { top: number; right: number; bottom: number; left: number };
}

declare module 'react-native-webview' {
  import type { Component } from 'react';

  export interface WebViewMessageEvent {
    nativeEvent: { data: string; url: string };
  }
  export interface WebViewProps {
    source: { uri: string };
    onMessage?: (event: WebViewMessageEvent) => void;
    originWhitelist?: string[];
    javaScriptEnabled?: boolean;
    geolocationEnabled?: boolean;
  }
  export class WebView extends Component<WebViewProps> {
    injectJavaScript(script: string): void;
  }
}
