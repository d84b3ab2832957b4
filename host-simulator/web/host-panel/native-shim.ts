/**
 * The fake native objects of the simulator's iOS, Android and React Native runtimes, installed in the app
 * shell's window. They relay the bridge's strings to the host panel in the parent page (same origin), and
 * dispatch the panel's answers as a native host's script would: a message event with a string, no source.
 */
import { type FromApp, isToApp, type ShimRuntime } from './sim-channel.ts';

/** The bridge's default name for the iOS message handler and the Android interface. */
const NATIVE_NAME = 'DastarkhanHost';

export function installNativeShim(win: Window, runtime: ShimRuntime): void {
  const origin = win.location.origin;
  const port = {
    postMessage(data: unknown) {
      // Native channels carry strings only; anything else would not reach a real host either.
      if (typeof data !== 'string') return;
      const message: FromApp = { channel: 'dastarkhan-sim-shim', runtime, data };
      win.parent.postMessage(message, origin);
    },
  };
  const target = win as unknown as Record<string, unknown>;
  if (runtime === 'ios') target.webkit = { messageHandlers: { [NATIVE_NAME]: port } };
  if (runtime === 'android') target[NATIVE_NAME] = port;
  if (runtime === 'react-native') target.ReactNativeWebView = port;

  win.addEventListener('message', (event) => {
    if (event.source !== win.parent || event.origin !== origin || !isToApp(event.data)) return;
    // As a native host does: a message event with the JSON string and no source window.
    win.dispatchEvent(new MessageEvent('message', { data: event.data.data }));
  });
}
