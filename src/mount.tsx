import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { proxy } from 'valtio';
import { memoryLocation } from 'wouter/memory-location';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { App, type MountScope } from './app/App.tsx';
import { preloadScreen } from './app/first-screen.ts';
import type { PageStart } from './app/first-requests.ts';
import { hostOf, isElement, localStorageOf } from './mount-host.ts';
import { isHomePath, pathUnderBase } from './app/route-path.ts';
import { createAppRuntime } from './runtime/app-runtime.ts';
import { returnRouteOf } from './runtime/page-path.ts';
import { HostConfigError, type HostConfig, validateHostConfig } from './config/host-config.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_DIRECTIONS, parseLanguage } from './i18n/languages.ts';
import type { MountHandle } from './mount-handle.ts';
import { afterFirstPaint } from './lib/when-idle.ts';
import { afterPaint } from './ui/after-paint.ts';
import { ScreenDataError } from './ui/LoadState.tsx';

export type { MountHandle } from './mount-handle.ts';

/** Runs `then` once every promise given has settled (at once, in this task, when none is given). */
function whenSettled(promises: (Promise<unknown> | null)[], then: () => void): void {
  const pending = promises.filter((promise) => promise !== null);
  if (pending.length === 0) then();
  else void Promise.allSettled(pending).then(then);
}

/**
 * Mounts the mini-app into `el` (the library's `mount()`, index.ts, and the app shell's page, app-shell.ts). Our
 * DOM lives in a shadow root so the host page's styles do not reach in (a hostile `* { all: unset }` matches
 * only our host element, and the `:host` rules win over it with !important) and ours do not leak out.
 * `sendFirstRequests` sends the first screen's API requests as the mount starts: the library's; the app shell's
 * page sent them from its inline script (ADR 0032), and its chunk leaves that code out (ADR 0034).
 */
export function mountApp(
  el: Element,
  hostConfig: HostConfig | undefined,
  sendFirstRequests: ((start: PageStart) => void) | null,
): MountHandle {
  if (!isElement(el)) {
    throw new TypeError(
      `Dastarkhan mount: el must be a DOM element to mount into, got ${el === null ? 'null' : typeof el}`,
    );
  }
  const config = proxy(validateHostConfig(hostConfig));
  const routing = config.routing ?? 'memory';
  const lifetime = new AbortController();

  const doc = el.ownerDocument;
  const { host, shadow, frame, sheet } = hostOf(el);
  // The app shell's page brings our stylesheet in the prerendered root (ADR 0012): its JS copy stays off
  // Home's first screen (issue 30). A mount without it asks for it beside the first screen's chunk (after
  // the screen's API requests: start()), and the first render waits for both, so nothing shows unstyled.
  let stylesheet: Promise<void> | null = null;
  const loadStylesheet = () =>
    import('./ui/styles.css?inline').then(({ default: styles }) => {
      const style = doc.createElement('style');
      style.textContent = styles;
      shadow.prepend(style);
    });
  if (host.parentNode !== el) el.append(host);
  const win = doc.defaultView ?? window;
  // The app shell's prerendered Home frame, if the page kept one: the first run renders into it, and React's
  // first commit replaces it (ADR 0012).
  let prerendered = frame;

  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  /**
   * One run of the app inside our shadow root. Embedded (memory routing), the contract's (docs/contract/states.md#request-authorization) "reload the page"
   * after a failed re-authorization restarts only this run at Home; the partner's page is left alone.
   */
  function start(initialPath: string) {
    const session = new AbortController();
    const stop = () => session.abort();
    lifetime.signal.addEventListener('abort', stop);
    const frameShown = prerendered !== null;
    const container = prerendered ?? doc.createElement('div');
    prerendered = null;
    container.className = 'dk-root';
    const layers = doc.createElement('div');
    layers.className = 'dk-layers';
    shadow.append(container, layers);

    const memory = routing === 'memory' ? memoryLocation({ path: initialPath, record: true }) : null;
    const base = config.basePath ?? '';
    const currentRoute = memory
      ? () => memory.history?.at(-1) ?? '/'
      : () => pathUnderBase(win.location.pathname, base) + win.location.search;
    // The screen's API requests go out with its chunk, not after it (ADR 0027, lever 6), and the chunk
    // downloads while the language catalogue does, not after it (ADR 0005).
    sendFirstRequests?.({
      path: currentRoute(),
      query: win.location.search,
      href: win.location.href,
      injected: config,
      local: localStorageOf(win),
    });
    if (!sheet && !stylesheet) stylesheet = loadStylesheet();
    const firstScreen = preloadScreen(currentRoute(), { sheet: !sheet });
    // The first screen rendered or its failure shown, painted, and an idle moment (Home's cards come as a transition
    // after its first commit): then a plain browser's bridge client, which draws nothing of it (ADR 0033).
    let firstScreenSettled = () => {};
    const firstScreenShown = new Promise<void>((resolve) => {
      firstScreenSettled = resolve;
    });
    const runtime = createAppRuntime({
      config,
      window: win,
      routing,
      currentRoute,
      signal: session.signal,
      homeFirst: isHomePath(currentRoute()),
      bridgeAfter: firstScreenShown.then(
        () => new Promise<void>((idle) => afterFirstPaint(() => idle(), win)),
      ),
      ...(memory ? { reload: () => queueMicrotask(restart) } : {}),
    });
    const navigate = (path: string, replace = false) =>
      memory ? memory.navigate(path, { replace }) : browserNavigate(`${base}${path}`, { replace });
    // docs/protocol.md: the host's launch.path opens when the app starts at its root. A page that starts
    // on a route of its own (a return from payment or login, a reload of a deeper screen) keeps it.
    runtime.bridge.then(async (bridge) => {
      if (!bridge || session.signal.aborted) return;
      const path = bridge.launch.path;
      if (path && currentRoute().split('?')[0] === '/') navigate(path, true);
      // The host's scheme, palette and insets, on the element whose custom properties our styles read. Its
      // code came with the bridge's (bridge-code.ts): this import() is settled already.
      const { followHostLook } = await import('./runtime/bridge-code.ts');
      if (!session.signal.aborted) session.signal.addEventListener('abort', followHostLook(bridge, host));
    });
    const scope: MountScope = {
      config,
      signal: session.signal,
      runtime,
      routing,
      pageSheet: sheet !== null,
      onReady: () => {
        markReady();
        firstScreenSettled();
        // The texts Home did not need, once its first content is painted (ADR 0027): here before the guest
        // can leave Home, and no render waits for them.
        runtime.i18n
          .then((texts) => afterPaint(1, session.signal).then(() => texts.complete()))
          .catch(() => {});
      },
    };
    // The language of our texts for screen readers, hyphenation and fonts, on the screens and on the dialogs'
    // layer alike; the host page's lang says nothing of ours. In its own page (app shell, webview: browser
    // routing) the app is the document, so <html> follows too.
    const languageHolders =
      routing === 'browser' ? [container, layers, doc.documentElement] : [container, layers];
    const applyLanguage = (code: string) => {
      const language = parseLanguage(code) ?? DEFAULT_LANGUAGE;
      for (const element of languageHolders) {
        element.lang = language;
        element.dir = LANGUAGE_DIRECTIONS[language];
      }
    };
    runtime.i18n.then(
      (texts) => {
        applyLanguage(texts.i18n.language);
        texts.i18n.on('languageChanged', applyLanguage);
        session.signal.addEventListener('abort', () => texts.i18n.off('languageChanged', applyLanguage));
      },
      () => {},
    );
    const root = createRoot(container, {
      identifierPrefix: `dk${Math.random().toString(36).slice(2, 8)}-`,
      // React logs every error a boundary caught; a screen whose data failed is no bug of ours (the API
      // client reported the call), so the host's console stays clean for it.
      onCaughtError: (error, info) => {
        firstScreenSettled();
        if (!(error instanceof ScreenDataError)) console.error(error, info.componentStack);
      },
    });
    const app = (
      <App
        scope={scope}
        location={memory ? { kind: 'memory', hook: memory.hook } : { kind: 'browser', base }}
        portalTarget={layers}
        hostElement={host}
      />
    );
    // Over a prerendered frame the guest already sees Home: the first render is a transition, which React
    // renders in slices of a few milliseconds instead of one long task (ADR 0012: TBT counts every long task
    // after the first paint, which the frame brought forward), and the frame stays until it commits.
    const render = () => {
      if (session.signal.aborted) return;
      if (frameShown) startTransition(() => root.render(app));
      else root.render(app);
    };
    // The first render waits for the first screen's code, texts and stylesheet to settle: they are here or arriving
    // (the page's inline script or the mount asked for them), but their promises settle a task or two after the app starts.
    // Rendered before that, the screen suspends: React commits the Suspense fallback (an empty line), and
    // once the promise settles holds the screen back for its reveal throttle: the Cart's first paint came
    // 1.1-1.5 s after the fallback's in three throttled loads of four (ADR 0017). Whatever the outcome, the
    // render follows: a failed chunk or catalogue is the error boundary's to show. Not the bridge client's code,
    // which draws nothing: on a page that asks for it after the screen's chunks, waiting for it held the Menu's
    // dishes back by a round trip (issue 30); the host's look and config come with the handshake, as they did.
    whenSettled([runtime.i18n, firstScreen, stylesheet], render);
    return {
      navigate: (path: string) => navigate(path),
      stop() {
        session.abort();
        lifetime.signal.removeEventListener('abort', stop);
        root.unmount();
        runtime.dispose();
        container.remove();
        layers.remove();
      },
    };
  }

  // Embedded, a return from the payment or login page names the route to come back to (page-path.ts).
  const returnRoute = routing === 'memory' ? returnRouteOf(win.location.search) : null;
  let current = start(returnRoute ?? config.initialPath ?? '/');
  function restart() {
    if (lifetime.signal.aborted) return;
    current.stop();
    current = start('/');
  }

  let mounted = true;
  return {
    ready,
    unmount() {
      if (!mounted) return;
      mounted = false;
      current.stop();
      lifetime.abort();
      host.remove();
    },
    navigate(path: string) {
      if (!mounted) return;
      if (typeof path !== 'string' || !path.startsWith('/')) {
        throw new TypeError(`Dastarkhan navigate: path must start with '/', got ${JSON.stringify(path)}`);
      }
      current.navigate(path);
    },
    update(partialConfig: Partial<HostConfig>) {
      if (!mounted) return;
      const changes = validateHostConfig(partialConfig, { partial: true });
      for (const field of ['routing', 'basePath', 'initialPath'] as const) {
        if (field in changes && changes[field] !== config[field]) {
          throw new HostConfigError(
            field,
            'unchanged after mount (unmount and mount again to change it)',
            changes[field],
          );
        }
      }
      Object.assign(config, changes);
    },
  };
}
