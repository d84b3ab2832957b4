/**
 * react-native and react-native-webview in miniature, for `vi.mock`: the WebView honours the props
 * <DastarkhanWebView> gives it (source, onMessage, injectJavaScript through its ref) over a fake page that has
 * `window.ReactNativeWebView`, as react-native-webview's has; BackHandler and AppState keep their listeners
 * so that a test can press back or background the app.
 */
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { WebViewMessageEvent, WebViewProps } from 'react-native-webview';
import { fakeWindow } from '../../testing/fake-windows.ts';

/** One mounted WebView: the props of its last render, the page it shows and what was injected into it. */
export interface MountedWebView {
  props: WebViewProps;
  page: Window;
  injected: string[];
  /** The page's `ReactNativeWebView.postMessage(data)`: onMessage with the URL the page is at. */
  post(data: string): void;
  /** The WebView goes to another page (a link, a redirect): scripts injected from now on run there. */
  navigate(url: string): void;
}

export const webViews: MountedWebView[] = [];

/** Runs an injected script as a WebView does: in the page, with its globals. */
function runInPage(script: string, page: Window) {
  new Function('location', 'window', 'MessageEvent', script)(page.location, page, MessageEvent);
}

export function WebView({ ref, ...props }: WebViewProps & { ref?: Ref<unknown> }) {
  const self = useRef<MountedWebView | null>(null);
  if (!self.current) {
    const pageAt = (url: string) =>
      fakeWindow({ url, ReactNativeWebView: { postMessage: (data: string) => view.post(data) } });
    const view: MountedWebView = {
      props,
      page: pageAt((props.source as { uri: string }).uri),
      injected: [],
      post(data) {
        const url = view.page.location.href;
        // The bridge across React Native is asynchronous: a message arrives on a later turn.
        setTimeout(() =>
          view.props.onMessage?.({ nativeEvent: { data, url } } as unknown as WebViewMessageEvent),
        );
      },
      navigate(url) {
        view.page = pageAt(url);
      },
    };
    self.current = view;
  }
  const view = self.current;
  view.props = props;
  useImperativeHandle(ref, () => ({
    injectJavaScript(script: string) {
      view.injected.push(script);
      const page = view.page;
      setTimeout(() => runInPage(script, page));
    },
  }));
  useEffect(() => {
    webViews.push(view);
    return () => {
      webViews.splice(webViews.indexOf(view), 1);
    };
  }, [view]);
  return null;
}

type Listener<A extends unknown[], R> = (...args: A) => R;

function listeners<A extends unknown[], R>() {
  const all: Listener<A, R>[] = [];
  return {
    all,
    add(listener: Listener<A, R>) {
      all.push(listener);
      return { remove: () => all.splice(all.indexOf(listener), 1) };
    },
  };
}

const backListeners = listeners<[], boolean | null | undefined>();
const appStateListeners = listeners<[string], void>();

export const BackHandler = {
  addEventListener: (_event: 'hardwareBackPress', listener: () => boolean | null | undefined) =>
    backListeners.add(listener),
  exitApp() {
    backPresses.exits++;
  },
};

/** Presses Android's back as React Native does: the newest listener first, until one returns true. */
export const backPresses = {
  exits: 0,
  listeners: () => backListeners.all.length,
  press(): boolean {
    return [...backListeners.all].reverse().some((listener) => listener() === true);
  },
};

export const AppState = {
  addEventListener: (_event: 'change', listener: (state: string) => void) => appStateListeners.add(listener),
};

/** The app goes to the background or comes back, as AppState reports it. */
export const appState = {
  listeners: () => appStateListeners.all.length,
  change(state: 'active' | 'background' | 'inactive') {
    for (const listener of [...appStateListeners.all]) listener(state);
  },
};
