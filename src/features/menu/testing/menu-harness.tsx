import { render } from '@testing-library/react';
import { I18nextProvider } from '../../../i18n/use-translation.tsx';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createFakeFetch, type FakeHandler, type SeenRequest } from '../../../api/testing/fake-fetch.ts';
import type { AppRuntime } from '../../../runtime/app-runtime.ts';
import { createHostCapabilities } from '../../../runtime/host-capabilities.ts';
import { createPagePaths } from '../../../runtime/page-path.ts';
import { type BridgeAnswers, type BridgeCall, scriptedBridge } from '../../../testing/fake-bridge.ts';
import { createI18n } from '../../../i18n/create-i18n.ts';
import type { Language } from '../../../i18n/languages.ts';

import { createAppCore } from '../../../state/app-core.ts';
import { createMemoryStorage } from '../../../lib/storage.ts';
import { fakeJwt } from '../../../state/testing/fake-jwt.ts';
import type { EventProperties } from '../../../telemetry/events.ts';
import type { Telemetry } from '../../../telemetry/telemetry.ts';
import { Notifications } from '../../../ui/Notifications.tsx';
import { createLayerStack } from '../../../lib/layer-stack.ts';
import { type MountParts, MountProviders, UiContext } from '../../../ui/ui-context.tsx';
import BarcodeManualScreen from '../screens/BarcodeManualScreen.tsx';
import BarcodeScannerScreen from '../screens/BarcodeScannerScreen.tsx';
import BillScreen from '../screens/BillScreen.tsx';
import MenuScreen from '../screens/MenuScreen.tsx';
import MenuSearchScreen from '../screens/MenuSearchScreen.tsx';

export interface HarnessOptions {
  path: string;
  handler: FakeHandler;
  language?: Language;
  signedIn?: boolean;
  /** What the host answers per bridge method; a method without an answer fails as a host would. */
  bridge?: BridgeAnswers;
  local?: Storage;
  session?: Storage;
}

export interface Harness {
  runtime: AppRuntime;
  seen: SeenRequest[];
  /** Every analytics event with its properties, in order. */
  tracked: Array<{ event: string; properties: EventProperties | undefined }>;
  bridgeCalls: BridgeCall[];
  /** The host sends an event. */
  emit: ReturnType<typeof scriptedBridge>['emit'];
  location: () => string;
  navigate: (path: string) => void;
  root: HTMLElement;
  dispose: () => void;
}

/**
 * Renders the menu feature's routes as a mount would, against a scripted API (fake fetch) and host
 * (fake bridge): real state, real texts, a layer stack and portals, memory routing.
 */
export async function renderMenu(options: HarnessOptions): Promise<Harness> {
  const language = options.language ?? 'en';
  const fake = createFakeFetch(options.handler);
  const local = options.local ?? createMemoryStorage();
  const session = options.session ?? createMemoryStorage();
  const core = createAppCore({
    getLanguage: () => language,
    localStorage: () => local,
    sessionStorage: () => session,
    hostConfig: { apiBase: 'http://app.test/proxy/' },
    hostname: 'app.test',
    fetch: fake.fetch,
    retryDelayMs: 1,
    redirect: () => {},
    reload: () => {},
  });
  if (options.signedIn) core.state.auth.setSession({ accessToken: fakeJwt({ sub: '7' }) });
  const texts = await createI18n({ language });
  const tracked: Harness['tracked'] = [];
  const bridgeCalls: Harness['bridgeCalls'] = [];
  const bridge = scriptedBridge(options.bridge ?? {}, bridgeCalls);
  const telemetry = {
    errorReporting: false,
    analytics: true,
    captureException: () => {},
    addBreadcrumb: () => {},
    track: (event: string, properties?: EventProperties) => tracked.push({ event, properties }),
    identify: () => {},
    reset: () => {},
    setTag: () => {},
    load: async () => {},
    flush: async () => {},
    dispose: async () => {},
  } as Telemetry;
  const layers = createLayerStack();
  const runtime: AppRuntime = {
    core,
    i18n: Promise.resolve(texts),
    telemetry,
    layers,
    // Returns from the host's pages as the app shell under /app builds them (the screens route in memory here).
    paths: createPagePaths({ routing: 'browser', basePath: '/app', location: window.location }),
    ownHistory: null,
    bridge: Promise.resolve(bridge),
    host: createHostCapabilities(Promise.resolve(bridge)),
    currentBridge: () => bridge,
    dispose: () => core.dispose(),
  };
  const lifetime = new AbortController();
  const scope: MountParts = {
    config: {},
    signal: lifetime.signal,
    runtime,
  };
  const memory = memoryLocation({ path: options.path, record: true });
  const portalTarget = document.createElement('div');
  document.body.append(portalTarget);
  const view = render(
    <MountProviders {...scope}>
      <UiContext value={{ portalTarget, layers }}>
        <I18nextProvider i18n={texts.i18n}>
          <Router hook={memory.hook}>
            <Switch>
              <Route path="/filials/:filialId" component={MenuScreen} />
              <Route path="/filials/:filialId/search" component={MenuSearchScreen} />
              <Route path="/filials/:filialId/barcode-scanner" component={BarcodeScannerScreen} />
              <Route path="/filials/:filialId/barcode-manual" component={BarcodeManualScreen} />
              <Route path="/filials/:filialId/bill" component={BillScreen} />
              <Route>
                <p data-screen="elsewhere">elsewhere</p>
              </Route>
            </Switch>
            <Notifications store={core.state.notifications} />
          </Router>
        </I18nextProvider>
      </UiContext>
    </MountProviders>,
  );
  return {
    runtime,
    seen: fake.seen,
    tracked,
    bridgeCalls,
    emit: bridge.emit,
    location: () => memory.history?.at(-1) ?? '',
    navigate: (path) => memory.navigate(path),
    root: view.container,
    dispose: () => {
      lifetime.abort();
      view.unmount();
      core.dispose();
      portalTarget.remove();
    },
  };
}
