import { createContext, useContext } from 'react';
import type { Bridge, HostConfig as BridgeHostConfig, Language } from '../../bridge/index.ts';
import type { HostConfig } from '../config/host-config.ts';
import { type AppI18n, createI18n } from '../i18n/create-i18n.ts';
import { languageFromQuery, resolveLanguage } from '../i18n/languages.ts';
import { townNames } from '../i18n/town-names.ts';
import { type AppCore, createAppCore, DEFAULT_CLIENT_ID } from '../state/app-core.ts';
import { APP_VERSION } from '../state/device.ts';
import type { HostAuthPort } from '../state/login-state.ts';
import { createIdleTelemetry } from '../telemetry/idle-telemetry.ts';
import type { Telemetry } from '../telemetry/telemetry.ts';
import { createLayerStack, type LayerStack } from '../lib/layer-stack.ts';
import { createHostCapabilities, type HostCapabilities, hostTokenVault } from './host-capabilities.ts';
import { mayHaveHost } from './host-presence.ts';
import { knownPromise } from '../lib/known-promise.ts';
import { createPagePaths, type OwnHistory, type PagePaths, trackOwnHistory } from './page-path.ts';

export interface RuntimeOptions {
  config: HostConfig;
  window: Window;
  routing: 'browser' | 'memory';
  /** The current route (path and query) as the router sees it. */
  currentRoute: () => string;
  /** Lifetime of the mount: aborted on unmount. */
  signal: AbortSignal;
  /**
   * The contract's (docs/contract/states.md#request-authorization) "reload" after a failed re-authorization. In its own page that is the page; embedded in a
   * partner's page it must be only the mini-app (mount passes a remount), never the partner's page.
   */
  reload?: () => void;
  /** The first route is Home: its texts load first, the others after its first content (ADR 0027). */
  homeFirst?: boolean;
  /**
   * In a page no host may be in (host-presence.ts), the bridge client's code is asked for once this settles:
   * the first screen's content (mount.tsx, ADR 0033). Without it, or with a host, at once.
   */
  bridgeAfter?: Promise<unknown>;
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
  /** Which page-history entries are the app's, with browser routing; null with memory routing (its own trail). */
  readonly ownHistory: OwnHistory | null;
  readonly bridge: Promise<Bridge | null>;
  /** The host's share sheet and closing confirmation, for the screens that use them. */
  readonly host: HostCapabilities;
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
  homeFirst = false,
  bridgeAfter,
}: RuntimeOptions): AppRuntime {
  let bridge: Bridge | null = null;
  const hostAuth: HostAuthPort = {
    async start({ signal: callSignal }) {
      if (!bridge) throw new Error('host login asked before the bridge was ready');
      const { authorize } = await bridgeCode;
      return authorize(bridge, callSignal ? { signal: callSignal } : {});
    },
  };

  // Its code loads with its clients, after the first paint (issue 30); what is reported before waits.
  const telemetry = createIdleTelemetry({
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
  // Set once the texts are here: a new address's city is the town's name in the guest's language.
  let texts: AppI18n | null = null;
  const core = createAppCore({
    cityName: (townId) => (texts ? townNames(texts.i18n.t)[String(townId)] : undefined),
    hostConfig: config,
    hostname: win.location.hostname,
    onlineEvents: win,
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

  // The host's language is shown, not stored: the 'lang' key keeps only the guest's own pick.
  let hostLanguage: Language | null = null;
  // Known settled (known-promise.ts): once the texts are here, nothing suspends on them again.
  const i18n = knownPromise(
    createI18n({
      language,
      // Home's texts are all it needs to render; the rest follow its first content (ADR 0027).
      homeFirst,
      currency: core.state.root.restrictions.currency,
      onLanguageChanged: (next) => {
        language = next;
        if (next !== hostLanguage) core.state.stored.language.set(next);
      },
    }),
  );
  // A failed load is the first render's to show (mount.tsx): here the city keeps its English name.
  // Asked for after the texts, which a first render waits for and the bridge's code does not: a partner's page
  // over HTTP/1.1's six connections gets the first screen's files first. Where the app shell's page named it
  // (early-script.ts), the browser fetches the chunk once. With no host to shake hands with, after the first
  // screen's content: the polyfill draws nothing of it (ADR 0033).
  const loadBridgeCode = () => import('./bridge-code.ts');
  const bridgeCode =
    bridgeAfter && !mayHaveHost(win) ? bridgeAfter.then(loadBridgeCode, loadBridgeCode) : loadBridgeCode();
  void i18n.then(
    (loaded) => {
      texts = loaded;
    },
    () => {},
  );

  /**
   * docs/protocol.md: the welcome's config, then each `config` event's, replaces the previous one; a field
   * the host leaves out goes back to what this mount's own config says.
   */
  function applyHostConfig(host: BridgeHostConfig, { initial }: { initial: boolean }) {
    core.state.applyHostRestrictions({
      allowedServices: host.services ?? null,
      towns: host.townIds ?? null,
      primaryColor: host.primaryColor ?? null,
    });
    if (!host.language) return;
    // At start the host's language is one source among others (resolveLanguage's order); a later config
    // event is the host changing its language, which the app follows.
    const next = initial
      ? resolveLanguage({
          query: win.location.search,
          stored: core.state.stored.language.get() ?? null,
          hostConfig: host,
        })
      : host.language;
    hostLanguage = next === host.language ? next : null;
    void i18n.then((texts) => texts.setLanguage(next)).catch(() => {});
  }

  // The partner pages allowed to host the app in an iframe; none named: only the app's own origin.
  const hostOrigins = [...(config.hostOrigin ? [config.hostOrigin] : []), ...(config.hostOrigins ?? [])];
  const connecting = bridgeCode.then(({ createBridge }) =>
    createBridge({
      window: win,
      ...(hostOrigins.length > 0 ? { hostOrigins } : {}),
      app: { name: 'dastarkhan', version: APP_VERSION },
      // The plain-browser polyfill's login and pay redirects come back to this app's routes and language.
      web: {
        clientId: config.clientId ?? DEFAULT_CLIENT_ID,
        redirectUri: redirectUri,
        language: () => language,
        environment: config.environment === 'production' ? 'production' : 'stage',
      },
    }),
  );
  const bridgeReady = connecting.then(
    (connected) => {
      if (signal.aborted) {
        connected.destroy();
        return null;
      }
      bridge = connected;
      // The token moves to the host's Keychain or Keystore where it has one; the plain web keeps local storage.
      const vault = hostTokenVault(connected);
      if (vault) void core.state.auth.keepTokenIn(vault);
      core.state.device.setPlatform(connected.host.platform);
      applyHostConfig(connected.config, { initial: true });
      connected.on('config', (next) => applyHostConfig(next, { initial: false }));
      // docs/contract/states.md#login-by-track-id login by track id; loginWithTrackId skips a track id equal to the stored one.
      const { trackId } = connected.launch;
      if (trackId) {
        core.auth.loginWithTrackId(trackId, { signal }).catch((error: unknown) => {
          if (!signal.aborted) telemetry.captureException(error, { tags: { area: 'auth' } });
        });
      }
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
    ownHistory: routing === 'browser' ? trackOwnHistory(win, signal) : null,
    bridge: bridgeReady,
    host: createHostCapabilities(bridgeReady, () => win.navigator.clipboard),
    currentBridge: () => bridge,
    dispose() {
      core.dispose();
      bridge?.destroy();
      void telemetry.dispose();
    },
  };
}

/**
 * The runtime's own part of a mount (docs/adr/0003-import-rules-enforced.md#narrow-contexts): the bridge, the host's
 * capabilities, page paths and own history. State, API, telemetry and texts have contexts on their own floors.
 */
export const AppRuntimeContext = createContext<AppRuntime | null>(null);

/** The whole runtime, for the code a component hands it on to (a flow over state, API and bridge together). */
export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('runtime hook outside a mounted Dastarkhan app');
  return runtime;
}

export const useBridge = (): AppRuntime['bridge'] => useAppRuntime().bridge;
export const useHostCapabilities = (): HostCapabilities => useAppRuntime().host;
export const usePagePaths = (): PagePaths => useAppRuntime().paths;
