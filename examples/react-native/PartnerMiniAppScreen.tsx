/**
 * A React Native screen that shows the Dastarkhan mini-app in react-native-webview and answers its bridge
 * calls with the partner app's own screens. In your app, import from 'dastarkhan/host'.
 */
import { useEffect, useMemo, useRef } from 'react';
import { AppState, BackHandler, Linking, Platform, Vibration } from 'react-native';
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
}

function handlersFor(services: PartnerServices, close: () => void): HostHandlers {
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
  // The host lives as long as the screen: config changes go to the mini-app as an event (below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new config must not start a new host.
  const host = useMemo(
    () =>
      createReactNativeHost(handlersFor(services, onClose), {
        webView,
        allowedOrigins: [MINI_APP_ORIGIN],
        host: { name: 'Partner app', version: '5.0.0', platform: Platform.OS === 'ios' ? 'ios' : 'android' },
        config,
      }),
    [services, onClose],
  );
  useEffect(() => () => host.close(), [host]);
  useEffect(() => host.setConfig(config), [host, config]);

  // Android back: the mini-app closes its last layer first; otherwise leave the screen.
  useEffect(() => {
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      host.back().then(({ handled }) => handled || onClose());
      return true;
    });
    return () => subscription.remove();
  }, [host, onClose]);

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
