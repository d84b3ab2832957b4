/**
 * A React Native screen that shows the Dastarkhan mini-app in react-native-webview and answers its bridge
 * calls with the partner app's own screens. In your app, import from 'dastarkhan/host'.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  Alert,
  AppState,
  BackHandler,
  Linking,
  Platform,
  Share,
  useColorScheme,
  useWindowDimensions,
  Vibration,
} from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import { WebView } from 'react-native-webview';
import {
  type BarcodeFormat,
  BridgeHostError,
  createReactNativeHost,
  type GeoPositionResult,
  type HostConfig,
  type HostHandlers,
  type PermissionState,
  type ScanFormat,
} from '../../bridge/host/index.ts';

const MINI_APP_URL = 'https://food.dastarkhan.kz/app/';
/** The only origin allowed to call the handlers; derived from the constant above, never from a message. */
const MINI_APP_ORIGIN = new URL(MINI_APP_URL).origin;

/** What only the partner app can do: its own screens and accounts. */
export interface PartnerServices {
  /** A one-time OAuth code for the Dastarkhan client from your backend, or null when the user declined. */
  dastarkhanAuthCode(signal: AbortSignal): Promise<string | null>;
  /** Opens your checkout; true when paid, false when the user closed it. */
  checkout(
    trackId: string,
    paymentUrl: string,
    walletType: string | undefined,
    signal: AbortSignal,
  ): Promise<boolean>;
  /** Your scanner screen; null when the user closed it. */
  scan(
    formats: (BarcodeFormat | 'qr_code')[],
    signal: AbortSignal,
  ): Promise<{ text: string; format: ScanFormat } | null>;
  permission(name: 'geolocation' | 'camera', ask: boolean): Promise<PermissionState>;
  position(highAccuracy: boolean, timeoutMs: number): Promise<GeoPositionResult>;
  locationEnabled(): Promise<boolean>;
  track(name: string, properties: Record<string, string | number | boolean | null>): void;
  /** Keychain (iOS) or Keystore-backed storage (Android), e.g. expo-secure-store or react-native-keychain. */
  secureStore: {
    get(key: string): Promise<string | null>;
    set(key: string, value: string | null): Promise<void>;
  };
}

/** Whether the mini-app asked to be asked before closing (it does while an order is being sent). */
type ClosingFlag = { current: boolean };

function handlersFor(services: PartnerServices, close: () => void, closing: ClosingFlag): HostHandlers {
  return {
    'auth.code': async (_, { signal }) => {
      const code = await services.dastarkhanAuthCode(signal);
      return code ? { status: 'success', code } : { status: 'dismissed' };
    },
    'auth.trackId': null,
    'pay.open': async ({ trackId, paymentUrl, walletType }, { signal }) =>
      (await services.checkout(trackId, paymentUrl, walletType, signal))
        ? { status: 'success' }
        : { status: 'closed' },
    'scan.qr': async (_, { signal }) => {
      const scanned = await services.scan(['qr_code'], signal);
      return scanned ? { status: 'success', ...scanned } : { status: 'dismissed' };
    },
    'scan.barcode': async ({ formats = [] }, { signal }) => {
      const scanned = await services.scan(formats, signal);
      return scanned ? { status: 'success', ...scanned } : { status: 'dismissed' };
    },
    haptic: ({ type }) => Vibration.vibrate(type.startsWith('notification') ? [0, 20, 60, 20] : 10),
    'permission.status': async ({ name }) => ({ state: await services.permission(name, false) }),
    'permission.request': async ({ name }) => ({ state: await services.permission(name, true) }),
    // The host fills the SPEC §4 defaults (high accuracy, 5000 ms, no cached position) before we see them.
    'geo.position': async ({ highAccuracy = true, timeoutMs = 5000 }) =>
      (await services.locationEnabled()) ? services.position(highAccuracy, timeoutMs) : { status: 'denied' },
    'geo.enabled': async () => ({ enabled: await services.locationEnabled() }),
    'cache.clear': null,
    'analytics.event': ({ name, properties = {} }) => services.track(name, properties),
    'link.open': async ({ url }) => {
      try {
        await Linking.openURL(url);
      } catch {
        throw new BridgeHostError('internal', 'No app can open this link');
      }
    },
    'app.close': () => close(),
    share: async ({ text, url, title }) => {
      // iOS shows `url` as a link; Android has only `message`, so the URL goes into it there.
      const message = Platform.OS === 'ios' ? text : [text, url].filter(Boolean).join('\n');
      const { action } = await Share.share({
        ...(message ? { message } : {}),
        ...(url ? { url } : {}),
        ...(title ? { title } : {}),
      });
      return action === Share.dismissedAction ? { status: 'dismissed' } : { status: 'shared' };
    },
    'closing.confirm': ({ enabled }) => {
      closing.current = enabled;
    },
    'secure.get': async ({ key }) => ({ value: await services.secureStore.get(key) }),
    'secure.set': ({ key, value }) => services.secureStore.set(key, value),
  };
}

export function PartnerMiniAppScreen({
  services,
  config,
  onClose,
}: {
  services: PartnerServices;
  config: HostConfig;
  onClose: () => void;
}) {
  const webView = useRef<WebView>(null);
  const closing = useRef(false);
  const scheme = useColorScheme() === 'dark' ? 'dark' : 'light';
  const insets = useSafeAreaInsets();
  const { height } = useWindowDimensions();
  // The host lives as long as the screen: config changes go to the mini-app as an event (below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new config must not start a new host.
  const host = useMemo(
    () =>
      createReactNativeHost(handlersFor(services, onClose, closing), {
        webView,
        allowedOrigins: [MINI_APP_ORIGIN],
        host: { name: 'Partner app', version: '5.0.0', platform: Platform.OS === 'ios' ? 'ios' : 'android' },
        config,
        theme: { scheme },
        viewport: { safeArea: insets, height },
      }),
    [services, onClose],
  );
  useEffect(() => () => host.close(), [host]);
  useEffect(() => host.setConfig(config), [host, config]);
  // The mini-app pads its bars with the insets and follows the system's scheme live.
  useEffect(() => host.setTheme({ scheme }), [host, scheme]);
  useEffect(() => host.setViewport({ safeArea: insets, height }), [host, insets, height]);

  // While the mini-app sends an order, leaving would lose the guest's answer: ask first.
  const leave = useCallback(() => {
    if (!closing.current) return onClose();
    Alert.alert('Leave while your order is being sent?', 'The order may still go through.', [
      { text: 'Stay', style: 'cancel' },
      { text: 'Leave', style: 'destructive', onPress: onClose },
    ]);
  }, [onClose]);

  // Android back: the mini-app closes its last layer first; otherwise leave the screen.
  useEffect(() => {
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      host.back().then(({ handled }) => handled || leave());
      return true;
    });
    return () => subscription.remove();
  }, [host, leave]);

  useEffect(() => {
    const subscription = AppState.addEventListener('change', (state) => host.visibility(state === 'active'));
    return () => subscription.remove();
  }, [host]);

  return (
    <WebView
      ref={webView}
      source={{ uri: MINI_APP_URL }}
      originWhitelist={[MINI_APP_ORIGIN]}
      onMessage={host.onMessage}
      javaScriptEnabled
      geolocationEnabled={false}
    />
  );
}
