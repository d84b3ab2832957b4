import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { HostConfig, Runtime } from '../../../bridge/host/index.ts';
import css from './host-panel.css?inline';
import type { ChromeMethod } from './chrome.ts';
import { HostCapabilities } from './HostCapabilities.tsx';
import { HostChromeSwitches } from './HostChromeSwitches.tsx';
import { HostControls } from './HostControls.tsx';
import { NativeOverlays } from './NativeOverlays.tsx';
import { createHostSession, type HostSession, type SessionState } from './host-session.ts';
import { PendingCalls } from './PendingCalls.tsx';
import { RuntimeSwitch } from './RuntimeSwitch.tsx';
import { Timeline } from './Timeline.tsx';

export interface HostPanelProps {
  runtime: Runtime;
  onRuntimeChange: (runtime: Runtime) => void;
  /** The phone frame's iframe once it is in the page; a new element means a new page load. */
  frame: HTMLIFrameElement | null;
  /** What the welcome carries (a scenario's host config); default none. */
  hostConfig?: HostConfig;
  /** Told of each new session and the frame it plays the host for (the scenario panel drives it). */
  onSession?: (session: HostSession | null, frame: HTMLIFrameElement | null) => void;
  /** Shown under the heading: what the frame shows. */
  children?: ReactNode;
}

const idle = () => () => {};

function status(state: SessionState | null, runtime: Runtime): string {
  if (runtime === 'web') {
    return 'Plain browser: there is no host. The polyfill inside the mini-app plays it (login and payment redirects, the camera scanner, the Geolocation and Permissions APIs).';
  }
  if (state?.connected) return 'Connected: the mini-app said hello and got the welcome.';
  return "Waiting for the mini-app's hello…";
}

/**
 * The simulated host beside the phone: runtime switch, host events, calls waiting for an answer, and the
 * timeline of every message both ways. One host session per page load and runtime.
 */
export function HostPanel({
  runtime,
  onRuntimeChange,
  frame,
  hostConfig,
  onSession,
  children,
}: HostPanelProps) {
  const [session, setSession] = useState<HostSession | null>(null);
  // Which session the status line speaks for: a reload or a new offer starts the next one, and whoever
  // drives the page (a journey, a developer's script) waits for a number above the one it saw before acting,
  // not for "connected", which the previous page's session still says until the new frame is in.
  const [sessionNumber, setSessionNumber] = useState(0);
  const [autoAnswer, setAutoAnswer] = useState(false);
  // Withheld until the developer offers them: the app then shows its own buttons, as with hosts before them.
  const [offered, setOffered] = useState<readonly ChromeMethod[]>([]);
  const served = useRef<{ frame: HTMLIFrameElement; offered: readonly ChromeMethod[] } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: auto-answer, the config and the listener carry over to the next session, they do not start one.
  useEffect(() => {
    if (!frame || runtime === 'web') {
      setSession(null);
      onSession?.(null, frame);
      return;
    }
    const next = createHostSession({ runtime, window, frame, autoAnswer, config: hostConfig ?? {}, offered });
    setSession(next);
    setSessionNumber((number) => number + 1);
    onSession?.(next, frame);
    // Only a welcome announces methods: the page says hello again to the new session.
    if (served.current?.frame === frame && served.current.offered !== offered)
      frame.contentWindow?.location.reload();
    served.current = { frame, offered };
    return () => next.close();
  }, [frame, runtime, offered]);

  const state = useSyncExternalStore(session?.subscribe ?? idle, () => session?.getSnapshot() ?? null);

  return (
    <section className="sim-panel hp" id="sim-host-panel" aria-labelledby="hp-title">
      <style href="dastarkhan-host-panel" precedence="default">
        {css}
      </style>
      <h2 id="hp-title">Host</h2>
      {children}
      <RuntimeSwitch runtime={runtime} onChange={onRuntimeChange} />
      <p
        className="hp-status"
        role="status"
        data-session={sessionNumber}
        data-connected={state?.connected ?? false}
      >
        {status(state, runtime)}
      </p>
      {session && state && (
        <>
          <HostControls state={state} session={session} />
          <HostCapabilities state={state} session={session} />
          <HostChromeSwitches offered={offered} onOffered={setOffered} state={state} session={session} />
          {frame && <NativeOverlays state={state} session={session} frame={frame} />}
          <PendingCalls
            calls={state.pending}
            autoAnswer={state.autoAnswer}
            onAutoAnswer={(value) => {
              setAutoAnswer(value);
              session.setAutoAnswer(value);
            }}
            session={session}
          />
          <Timeline entries={state.timeline} onClear={session.clearTimeline} />
        </>
      )}
    </section>
  );
}
