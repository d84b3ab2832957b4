import { authorize, type Bridge, createBridge } from '../../bridge/index.ts';
import type { HostConfig } from '../config/host-config.ts';
import { type AppI18n, createI18n } from '../i18n/create-i18n.ts';
import { languageFromQuery, resolveLanguage } from '../i18n/resolve-language.ts';
import { DEFAULT_CLIENT_ID } from '../state/app-core.ts';
import { APP_VERSION, type AppCore, createAppCore, type HostAuthPort } from '../state/index.ts';
import { createTelemetry, type Telemetry } from '../telemetry/telemetry.ts';
import { createLayerStack, type LayerStack } from '../ui/layer-stack.ts';
import { createPagePaths, type PagePaths } from './navigation/page-path.ts';

export interface RuntimeOptions {
  config: HostConfig;
  window: Window;
  routing: 'browser' | 'memory';
  /** The current route (path and query) as the router sees it. */
  currentRoute: () => string;
  /** Lifetime of the mount: aborted on unmount. */
  signal: AbortSignal;
  /**
   * SPEC §4's "reload" after a failed re-authorization. In its own page that is the page; embedded in a
   * partner's page it must be only the mini-app (mount passes a remount), never the partner's page.
   */
  reload?: () => void;
}

/**
 * Everything one mount runs on: state, API client and auth (the app core), i18n, telemetry, the layer stack,
 * and the bridge. The bridge's handshake can take its time-out in a plain browser, so nothing waits for it
 * to render; what it brings (host restrictions, platform) is applied when it arrives.
 */
export interface AppRuntime {
  readonly core: AppCore;
  readonly i18n: Promise<AppI18n>;
  readonly telemetry: Telemetry;
  readonly layers: LayerStack;
  /** Routes as addresses on the page, for every URL that leaves the app and comes back (payment, login). */
  readonly paths: PagePaths;
  readonly bridge: Promise<Bridge | null>;
  /** The bridge once its handshake is done; null before, or when it failed. */
  currentBridge(): Bridge | null;
  dispose(): void;
}

export function createAppRuntime({
  config,
  window: win,
  routing,
  currentRoute,
  signal,
  reload,
}: RuntimeOptions): AppRuntime {
  let bridge: Bridge | null = null;
  const hostAuth: HostAuthPort = {
    async start({ signal: callSignal }) {
      if (!bridge) throw new Error('host login asked before the bridge was ready');
      return authorize(bridge, callSignal ? { signal: callSignal } : {});
    },
  };

  const telemetry = createTelemetry({
    environment: config.environment ?? 'development',
    release: APP_VERSION,
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
    ...(config.amplitudeApiKey ? { amplitudeApiKey: config.amplitudeApiKey } : {}),
    ...(config.amplitudeServerUrl ? { amplitudeServerUrl: config.amplitudeServerUrl } : {}),
    // Uncaught errors of the page are ours only when the page is ours.
    ...(routing === 'browser' ? { globalErrors: win } : {}),
  });

  const paths = createPagePaths({ routing, basePath: config.basePath ?? '', location: win.location });
  const redirectUri = paths.loginCallbackUrl();
  let language = resolveLanguage({ query: win.location.search, hostConfig: config });
  const core = createAppCore({
    hostConfig: config,
    hostname: win.location.hostname,
    getLanguage: () => language,
    getHostAuth: () => (bridge && bridge.runtime !== 'web' ? hostAuth : null),
    reportError: ({ error, level, code, message, method, url, params, body, status }) =>
      telemetry.captureException(error, {
        level,
        tags: { area: 'api', code },
        extra: { message, method, url, params, body, status },
      }),
    setAnalyticsUserId: (userId) => (userId ? telemetry.identify(userId) : telemetry.reset()),
    currentRoute,
    ...(reload ? { reload } : {}),
    redirectUri,
  });
  // A language the URL names is the guest's choice as much as one made in the picker: stored, it outlives
  // this URL (a reload, the login and payment round trips, the next mount).
  const fromUrl = languageFromQuery(win.location.search);
  if (fromUrl) core.state.stored.language.set(fromUrl);
  language = resolveLanguage({
    query: win.location.search,
    stored: core.state.stored.language.get() ?? null,
    hostConfig: config,
  });

  const i18n = createI18n({
    language,
    currency: core.state.restrictions.state.currency,
    onLanguageChanged: (next) => {
      language = next;
      core.state.stored.language.set(next);
    },
  });

  const bridgeReady = createBridge({
    window: win,
    ...(config.hostOrigin ? { hostOrigins: [config.hostOrigin] } : {}),
    app: { name: 'dastarkhan', version: APP_VERSION },
    // The plain-browser polyfill's login and pay redirects come back to this app's routes and language.
    web: {
      clientId: config.clientId ?? DEFAULT_CLIENT_ID,
      redirectUri: redirectUri,
      language: () => language,
      environment: config.environment === 'production' ? 'production' : 'stage',
    },
  }).then(
    (connected) => {
      if (signal.aborted) {
        connected.destroy();
        return null;
      }
      bridge = connected;
      core.state.device.setPlatform(connected.host.platform);
      const host = connected.config;
      core.state.applyHostRestrictions({
        ...(host.services ? { allowedServices: host.services } : {}),
        ...(host.townIds ? { towns: host.townIds } : {}),
        ...(host.primaryColor ? { primaryColor: host.primaryColor } : {}),
      });
      connected.on('config', (next) => {
        core.state.applyHostRestrictions({
          ...(next.services ? { allowedServices: next.services } : {}),
          ...(next.townIds ? { towns: next.townIds } : {}),
          ...(next.primaryColor ? { primaryColor: next.primaryColor } : {}),
        });
      });
      return connected;
    },
    (error: unknown) => {
      telemetry.captureException(error, { tags: { area: 'bridge' } });
      return null;
    },
  );

  return {
    core,
    i18n,
    telemetry,
    layers: createLayerStack(),
    paths,
    bridge: bridgeReady,
    currentBridge: () => bridge,
    dispose() {
      core.dispose();
      bridge?.destroy();
      void telemetry.dispose();
    },
  };
}
