import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { AppState, BackHandler } from 'react-native';
import { WebView, type WebViewProps } from 'react-native-webview';
import {
  BridgeHostError,
  createReactNativeHost,
  type HostConfig,
  type HostConnection,
  type HostHandler,
  type HostHandlers,
  type HostInfo,
  type HostOptions,
  type LaunchData,
  type MethodName,
  PARAM_SCHEMAS,
  type ReactNativeHost,
  type Theme,
  type Viewport,
} from '../host/index.ts';

/**
 * The host's answer to each method, by name: a method without a handler (absent or null) is not announced in
 * the welcome, and the mini-app keeps its own in-page way for it. Typed from the protocol's method map, so a
 * method added there is one more optional key here.
 */
export type DastarkhanHandlers = { [M in MethodName]?: HostHandler<M> | null };

/**
 * What the ref gives: the host's connection of `dastarkhan/host` but `close` (the component closes it on
 * unmount): `back()`, `visibility`, `setConfig`, `setTheme`, `setViewport`, `connected`, `methods`.
 */
export type DastarkhanWebViewHandle = Omit<HostConnection, 'close'>;

/**
 * `source`'s origin (or `allowedOrigins`), `hostInfo`, `launch`, `backTimeoutMs` and `onTraffic` are read when the
 * component mounts; remount it (a new `key`) to change them. `handlers`, `config`, `theme`, `viewport` and
 * `onBack` follow every render.
 */
export interface DastarkhanWebViewProps extends Omit<WebViewProps, 'source' | 'onMessage'> {
  /** The mini-app's address: the app shell's URL (docs/integration-native.md). */
  source: { uri: string; headers?: Record<string, string> };
  /** Exact origins whose pages may call the handlers; default: the origin of `source.uri`. */
  allowedOrigins?: HostOptions['allowedOrigins'];
  handlers: DastarkhanHandlers;
  /** The host's name, version and platform, sent in the welcome. */
  hostInfo: HostInfo;
  /** The host config; when it changes, the mini-app gets a `config` event with the whole new one. */
  config?: HostConfig;
  /** What the mini-app was opened with (a route, a track id), in the welcome. */
  launch?: LaunchData;
  /** The host's scheme and palette; a change is sent as a `theme` event. */
  theme?: Theme;
  /** The web view's safe-area insets and height; a change is sent as a `viewport` event. */
  viewport?: Viewport;
  /** How long a back press waits for the mini-app; default 1000 ms. */
  backTimeoutMs?: number;
  /**
   * Android's back button when the mini-app had nothing to close (it is at its root, or did not answer in
   * time): go back in your navigation or close the screen. Without it the press exits the app, as an
   * unhandled back press does in React Native.
   */
  onBack?: () => void;
  /** Sees every message both ways once it passed the origin check; for logs. */
  onTraffic?: HostOptions['onTraffic'];
  ref?: Ref<DastarkhanWebViewHandle>;
}

/**
 * A handler per method of the protocol that calls the partner's current one: handlers written inline in a
 * render see that render's state. The announced methods are those with a handler when the component mounted
 * (the welcome has told the app); one removed later is answered "unsupported".
 */
function currentHandlers(latest: { readonly current: DastarkhanHandlers }): HostHandlers {
  const handlers: Partial<Record<MethodName, unknown>> = {};
  for (const method of Object.keys(PARAM_SCHEMAS) as MethodName[]) {
    handlers[method] = latest.current[method]
      ? (params: never, context: never) => {
          const handler = latest.current[method] as ((params: never, context: never) => unknown) | null;
          if (!handler) throw new BridgeHostError('unsupported', `${method} is no longer offered`);
          return handler(params, context);
        }
      : null;
  }
  return handlers as HostHandlers;
}

/**
 * The ref's handle: every member of the host's connection but `close` (the component's to call), read from
 * the host of the moment, so that an event the protocol adds to HostConnection reaches the ref without a
 * change here. After unmount the host is closed: what is sent goes nowhere, and back() is not handled.
 */
function handleOf(live: { readonly current: ReactNativeHost }): DastarkhanWebViewHandle {
  const handle = {};
  for (const key of Object.keys(live.current) as (keyof ReactNativeHost)[]) {
    if (key !== 'close' && key !== 'onMessage')
      Object.defineProperty(handle, key, { enumerable: true, get: () => live.current[key] });
  }
  return handle as DastarkhanWebViewHandle;
}

/**
 * react-native-webview's WebView with the host side of the Dastarkhan bridge (docs/integration-react-native.md):
 * the mini-app's calls go to `handlers`, changed `config`, `theme` and `viewport` props go to it as events,
 * AppState drives `visibility`, and Android's back button asks the mini-app first. Other WebView props pass
 * through; `onMessage` is the bridge's.
 */
export function DastarkhanWebView({
  source,
  allowedOrigins,
  handlers,
  hostInfo,
  config,
  launch,
  theme,
  viewport,
  backTimeoutMs,
  onBack,
  onTraffic,
  ref,
  ...webViewProps
}: DastarkhanWebViewProps) {
  const webView = useRef<WebView>(null);
  const latestHandlers = useRef(handlers);
  latestHandlers.current = handlers;
  const latestOnBack = useRef(onBack);
  latestOnBack.current = onBack;
  const origins = allowedOrigins ?? [new URL(source.uri).origin];
  const open = () =>
    createReactNativeHost(currentHandlers(latestHandlers), {
      webView,
      allowedOrigins: origins,
      host: hostInfo,
      ...(config ? { config } : {}),
      ...(launch ? { launch } : {}),
      ...(theme ? { theme } : {}),
      ...(viewport ? { viewport } : {}),
      ...(backTimeoutMs === undefined ? {} : { backTimeoutMs }),
      ...(onTraffic ? { onTraffic } : {}),
    });
  // Made by the first render (it only builds closures: nothing listens yet), so that the ref's handle has a
  // host from the start; closed on unmount. StrictMode unmounts and mounts again: that mount opens a new one.
  const host = useRef<{ current: ReactNativeHost; closed: boolean } | null>(null);
  host.current ??= { current: open(), closed: false };
  const live = host.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the welcome's fields are the mounting render's.
  useEffect(() => {
    if (live.closed) Object.assign(live, { current: open(), closed: false });
    return () => {
      live.current.close();
      live.closed = true;
    };
  }, []);

  // Compared by value: a prop written inline is a new object on every render, not a new config.
  const configText = config ? JSON.stringify(config) : null;
  const themeText = theme ? JSON.stringify(theme) : null;
  const viewportText = viewport ? JSON.stringify(viewport) : null;
  useEffect(() => {
    if (configText) live.current.setConfig(JSON.parse(configText));
  }, [configText, live]);
  useEffect(() => {
    if (themeText) live.current.setTheme(JSON.parse(themeText));
  }, [themeText, live]);
  useEffect(() => {
    if (viewportText) live.current.setViewport(JSON.parse(viewportText));
  }, [viewportText, live]);

  useEffect(() => {
    const subscription = AppState.addEventListener('change', (state) =>
      live.current.visibility(state === 'active'),
    );
    return () => subscription.remove();
  }, [live]);

  // Android back: the mini-app closes its last layer first (docs/contract/screens.md#layers-and-the-back-button). Before it has connected there is no
  // one to ask, and the press goes on to the next listener (your navigation).
  useEffect(() => {
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      const current = live.current;
      if (!current.connected) return false;
      void current.back().then(({ handled }) => {
        if (!handled) (latestOnBack.current ?? BackHandler.exitApp)();
      });
      return true;
    });
    return () => subscription.remove();
  }, [live]);

  useImperativeHandle(ref, () => handleOf(live), [live]);

  return (
    <WebView
      originWhitelist={[...origins]}
      {...webViewProps}
      ref={webView}
      source={source}
      onMessage={(event) => live.current.onMessage(event)}
    />
  );
}
