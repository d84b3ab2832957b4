/**
 * A partner's React Native screen that shows the Dastarkhan mini-app: <DastarkhanWebView> runs the bridge over
 * react-native-webview, and the screen answers the mini-app's calls with the partner app's own screens.
 */
import {
  BridgeHostError,
  type DastarkhanHandlers,
  DastarkhanWebView,
  type GeoPositionResult,
  type HostConfig,
  type PermissionState,
  type ScanFormat,
} from 'dastarkhan/react-native';
import { useCallback, useRef } from 'react';
import {
  Alert,
  Linking,
  Platform,
  Share,
  useColorScheme,
  useWindowDimensions,
  Vibration,
} from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';

/** The app shell's address; its origin is the only one allowed to call the handlers. */
const MINI_APP_URL = 'https://food.dastarkhan.kz/app/';

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
  scan(formats: string[], signal: AbortSignal): Promise<{ text: string; format: ScanFormat } | null>;
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

/** Every method of the protocol: a handler, or null where this app does not offer it (not announced). */
function handlersFor(
  services: PartnerServices,
  close: () => void,
  closing: { current: boolean },
): DastarkhanHandlers {
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
    // The host fills the docs/contract/states.md#geolocation defaults (high accuracy, 5000 ms, no cached position) before we see them.
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
      const message = (Platform.OS === 'ios' ? text : [text, url].filter(Boolean).join('\n')) ?? '';
      const titled = title ? { title } : {};
      const { action } = await Share.share(url ? { url, message, ...titled } : { message, ...titled });
      return action === Share.dismissedAction ? { status: 'dismissed' } : { status: 'shared' };
    },
    'closing.confirm': ({ enabled }) => {
      closing.current = enabled;
    },
    'secure.get': async ({ key }) => ({ value: await services.secureStore.get(key) }),
    'secure.set': ({ key, value }) => services.secureStore.set(key, value),
    // The host controls of docs/protocol.md (issue 31 §3). Spread, with their params spelled out here, so that
    // this list type-checks with and without them in the protocol; null ones are not announced, and the
    // mini-app keeps its own in-page way for them.
    ...{
      'popup.open': ({ title, message, buttons }: PopupParams) =>
        new Promise<{ buttonId: string | null }>((resolve) =>
          Alert.alert(
            title ?? '',
            message,
            buttons.map(({ id, text, style }) => ({ text, style, onPress: () => resolve({ buttonId: id }) })),
            // Android: a tap outside the dialog or the back button dismisses it without a button.
            { cancelable: true, onDismiss: () => resolve({ buttonId: null }) },
          ),
        ),
      'mainButton.set': null,
      'backButton.set': null,
      'view.expand': null,
      'clipboard.write': null,
      'phone.request': null,
    },
  };
}

/** `popup.open`'s params (docs/protocol.md). */
interface PopupParams {
  title?: string;
  message: string;
  buttons: readonly { id: string; text: string; style: 'default' | 'cancel' | 'destructive' }[];
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
  // Whether the mini-app asked to be asked before closing (it does while an order is being sent).
  const closing = useRef(false);
  const scheme = useColorScheme() === 'dark' ? 'dark' : 'light';
  const insets = useSafeAreaInsets();
  const { height } = useWindowDimensions();

  // Android back when the mini-app has nothing left to close. While it sends an order, ask first.
  const leave = useCallback(() => {
    if (!closing.current) return onClose();
    Alert.alert('Leave while your order is being sent?', 'The order may still go through.', [
      { text: 'Stay', style: 'cancel' },
      { text: 'Leave', style: 'destructive', onPress: onClose },
    ]);
  }, [onClose]);

  // A changed config, scheme or inset reaches the mini-app as an event; the app pads its bars with the insets.
  return (
    <DastarkhanWebView
      source={{ uri: MINI_APP_URL }}
      handlers={handlersFor(services, onClose, closing)}
      hostInfo={{
        name: 'Partner app',
        version: '5.0.0',
        platform: Platform.OS === 'ios' ? 'ios' : 'android',
      }}
      config={config}
      theme={{ scheme }}
      viewport={{ safeArea: insets, height }}
      onBack={leave}
      geolocationEnabled={false}
    />
  );
}
