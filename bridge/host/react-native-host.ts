import { connectionOf } from './host-core.ts';
import type { HostConnection, HostHandlers, HostOptions } from './host-types.ts';
import { createStringHost } from './string-host.ts';

/** What the helper needs of react-native-webview's WebView ref. */
export interface WebViewHandle {
  injectJavaScript(script: string): void;
}

/** The part of react-native-webview's onMessage event the helper reads. */
export interface WebViewMessageEvent {
  nativeEvent: { data: string; url: string };
}

/** `createReactNativeHost`'s options: the WebView to answer through, with every host's options. */
export interface ReactNativeHostOptions extends HostOptions {
  /** The WebView's ref object (`useRef<WebView>(null)`). */
  webView: { readonly current: WebViewHandle | null };
}

/** A React Native host: a `HostConnection` with the WebView's `onMessage` handler to pass on. */
export interface ReactNativeHost extends HostConnection {
  /** Pass as the WebView's `onMessage`. */
  onMessage(event: WebViewMessageEvent): void;
}

/**
 * The script that hands one message to the mini-app: it runs only while the WebView still shows the origin
 * the message is for, so that an answer (say, an auth code) never lands in a page the WebView navigated to.
 */
export function deliveryScript(json: string, origin: string): string {
  return (
    `(function(){if(location.origin!==${JSON.stringify(origin)})return;` +
    `window.dispatchEvent(new MessageEvent('message',{data:${JSON.stringify(json)}}));})();true;`
  );
}

/**
 * The host side for a React Native app that shows the mini-app in react-native-webview: wire `onMessage`, and
 * answers go in through `injectJavaScript`. Messages count only from a page whose URL has an allowed origin.
 */
export function createReactNativeHost(
  handlers: HostHandlers,
  options: ReactNativeHostOptions,
): ReactNativeHost {
  const host = createStringHost(handlers, {
    ...options,
    send: (json, origin) => options.webView.current?.injectJavaScript(deliveryScript(json, origin)),
  });
  return connectionOf<Pick<ReactNativeHost, 'onMessage'>>(host, host.close, {
    onMessage({ nativeEvent }) {
      let origin: string;
      try {
        origin = new URL(nativeEvent.url).origin;
      } catch {
        return;
      }
      host.receive(nativeEvent.data, origin);
    },
  });
}
