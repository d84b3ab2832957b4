import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { HostConfig, Runtime } from '../../bridge/host/index.ts';
import { HostPanel } from './host-panel/HostPanel.tsx';
import { MessengerPanel } from './messenger-panel/MessengerPanel.tsx';
import type { HostSession } from './host-panel/host-session.ts';
import { type Device, KIOSK_ROUTE, PhoneFrame } from './PhoneFrame.tsx';
import { sandboxControl } from './sandbox-panel/sandbox-control.ts';
import { SandboxPanel } from './sandbox-panel/SandboxPanel.tsx';
import { ScenarioPanel } from './scenario/ScenarioPanel.tsx';
import type { ScenarioSettings } from './scenario/scenario-format.ts';

const LANGUAGES = [
  { code: 'kk', label: 'Қазақша' },
  { code: 'ru', label: 'Русский' },
  { code: 'en', label: 'English' },
  { code: 'ka', label: 'ქართული' },
] as const;

/**
 * The page the phone frame shows: the app shell under /app/, or another mini-app page of this server named
 * by the simulator's own `?app=/path/` (for instance /examples/mini-app/index.html, the bridge's reference mini-app,
 * or /conformance/?person=0, the conformance kit with its options). Paths only: the frame never leaves the
 * simulator's origin.
 */
function miniAppBase(search: string): string {
  const app = new URLSearchParams(search).get('app');
  return app && /^\/(?![/\\])[\w\-./]*(?:\?[\w\-.=&%]*)?$/.test(app) ? app : '/app/';
}

/**
 * Builds the app shell URL the phone frame loads: a route below /app/ plus the simulator's query. For the
 * native runtimes `sim_runtime` makes the server inject the fake native objects (runtime-shim.ts).
 */
function appShellUrl(
  route: string,
  language: string,
  runtime: Runtime,
  base = '/app/',
  debug = false,
): string {
  // Routes live below a folder; a page given by file name (index.html) is opened as it is. The base's own
  // query (the kit's options) goes along.
  const [path = '/app/', query = ''] = base.split('?');
  const url = new URL(path.endsWith('/') ? route.replace(/^\/*/, path) : path, window.location.origin);
  for (const [name, value] of new URLSearchParams(query)) url.searchParams.set(name, value);
  url.searchParams.set('language', language);
  url.searchParams.set('sim_runtime', runtime);
  if (debug) url.searchParams.set('sim_debug', '1');
  return url.pathname + url.search;
}

/**
 * A kiosk tablet's route with a one-time enrolment code from the sandbox control, as a venue's back office
 * enrols its tablet (docs/api/kiosk.md): the developer opens a kiosk in one click, and each load gets its own
 * code, so that a reload after a sandbox reset still starts. Other routes (the QR's phone page too) as they are.
 */
async function enrolledRoute(route: string): Promise<string> {
  const filialId = /^\/kiosk\/(\d+)(?=[?#]|$)/.exec(route)?.[1];
  if (!filialId) return route;
  try {
    const code = await sandboxControl.enrolTablet(Number(filialId));
    const url = new URL(route, window.location.origin);
    url.searchParams.set('enrol', code);
    return url.pathname + url.search + url.hash;
  } catch {
    // Without a code the kiosk says it cannot start, which tells the developer more than a frame left unloaded.
    return route;
  }
}

/**
 * The host around the mini-app: a phone-sized frame with the app shell, and the controls a developer
 * needs to drive it. The frame reloads only when the developer asks (Go or Reload).
 */
export function SimulatorPage() {
  const [language, setLanguage] = useState<ScenarioSettings['language']>('en');
  const [route, setRoute] = useState('/');
  const [runtime, setRuntime] = useState<Runtime>('ios');
  const [base] = useState(() => miniAppBase(window.location.search));
  const [src, setSrc] = useState(() => appShellUrl('/', 'en', 'ios', base));
  const [generation, setGeneration] = useState(0);
  const [debug, setDebug] = useState(false);
  const [device, setDevice] = useState<Device>('phone');
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [hostConfig, setHostConfig] = useState<HostConfig>({});
  const [host, setHost] = useState<{ session: HostSession | null; frame: HTMLIFrameElement | null }>({
    session: null,
    frame: null,
  });
  const routeInput = useRef<HTMLInputElement>(null);
  const frameWaiters = useRef<Array<(element: HTMLIFrameElement) => void>>([]);

  const frameRef = useCallback((element: HTMLIFrameElement | null) => {
    setFrame(element);
    if (element) for (const resolve of frameWaiters.current.splice(0)) resolve(element);
  }, []);
  const onSession = useCallback(
    (session: HostSession | null, sessionFrame: HTMLIFrameElement | null) =>
      setHost({ session, frame: sessionFrame }),
    [],
  );
  /** A scenario's settings, or a blank frame (null) so that no app runs while a scenario prepares storage. */
  const openScenario = (settings: ScenarioSettings | null) =>
    new Promise<HTMLIFrameElement>((resolve) => {
      frameWaiters.current.push(resolve);
      if (settings) {
        setRuntime(settings.runtime);
        setLanguage(settings.language);
        setRoute(settings.route);
        setHostConfig(settings.hostConfig ?? {});
        setSrc(appShellUrl(settings.route, settings.language, settings.runtime, base, debug));
      } else setSrc('about:blank');
      setGeneration((value) => value + 1);
    });

  /** Loads a route in the frame; a kiosk's goes with a fresh enrolment code, asked for before anything shows. */
  const load = (nextRoute: string, nextRuntime: Runtime, then?: () => void) => {
    void enrolledRoute(nextRoute).then((shown) => {
      then?.();
      setSrc(appShellUrl(shown, language, nextRuntime, base, debug));
      setGeneration((value) => value + 1);
    });
  };
  const reload = (nextRuntime: Runtime) => load(route, nextRuntime);
  const open = (event: FormEvent) => {
    event.preventDefault();
    reload(runtime);
  };
  // A kiosk frame opens a kiosk's route unless one is already asked for.
  const chooseDevice = (next: Device) => {
    const nextRoute = next === 'kiosk' && !route.startsWith('/kiosk/') ? KIOSK_ROUTE : route;
    setRoute(nextRoute);
    load(nextRoute, runtime, () => setDevice(next));
  };
  const switchRuntime = (next: Runtime) => {
    setRuntime(next);
    reload(next);
  };

  return (
    <div className="sim">
      <header className="sim-header">
        <h1>Dastarkhan host simulator</h1>
        <form className="sim-controls" onSubmit={open} aria-label="App shell">
          <label>
            Route
            <input
              ref={routeInput}
              value={route}
              onChange={(event) => setRoute(event.target.value)}
              spellCheck={false}
            />
          </label>
          <label>
            Language
            <select
              value={language}
              onChange={(event) => setLanguage(event.target.value as ScenarioSettings['language'])}
            >
              {LANGUAGES.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Frame
            <select
              name="device"
              value={device}
              onChange={(event) => chooseDevice(event.target.value as Device)}
            >
              <option value="phone">Phone (390 × 844)</option>
              <option value="kiosk">Kiosk, landscape tablet (1180 × 820)</option>
            </select>
          </label>
          <label className="sim-inline">
            <input type="checkbox" checked={debug} onChange={(event) => setDebug(event.target.checked)} />
            Debugbar
          </label>
          <button type="submit">Open</button>
        </form>
      </header>
      <main className="sim-main">
        <PhoneFrame
          key={generation}
          src={src}
          frameRef={frameRef}
          device={device}
          session={host.frame === frame ? host.session : null}
        />
        <HostPanel
          runtime={runtime}
          onRuntimeChange={switchRuntime}
          frame={frame}
          hostConfig={hostConfig}
          onSession={onSession}
        >
          <p>
            The mini-app runs in the frame as a native webview would load it: <code>{src}</code>. The sandbox
            API answers under <code>/proxy/</code>.
          </p>
        </HostPanel>
        <SandboxPanel />
        <MessengerPanel frame={frame} />
        <ScenarioPanel
          session={host.frame === frame ? host.session : null}
          frame={frame}
          current={{ runtime, language, route, hostConfig }}
          open={openScenario}
        />
      </main>
    </div>
  );
}
