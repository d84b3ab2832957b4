import type { HostSession } from '../host-panel/host-session.ts';
import { clickedText, frameRoute } from './app-frame.ts';
import type { ScenarioSettings } from './scenario-format.ts';
import { type Recorded, type Recording, recordOf } from './recording.ts';

/**
 * Records what happens in the simulator page: every bridge message both ways (from the host sessions'
 * timelines), the developer's clicks in the app, and, when it stops, the sandbox control calls made since
 * it started (the server's journal, so curl calls count too).
 */
export function createRecorder(settings: ScenarioSettings, fetchImpl: typeof fetch) {
  const startedAt = Date.now();
  const records: Recorded[] = [];
  let detachSession = () => {};
  let detachFrame = () => {};
  let frame: HTMLIFrameElement | null = null;

  const onClick = (event: Event) => {
    const text = clickedText(event);
    if (text) records.push({ at: Date.now(), type: 'click', text });
  };

  return {
    /** Follows a new host session (a frame reload starts one); entries already in its timeline are older. */
    attachSession(session: HostSession | null) {
      detachSession();
      detachSession = () => {};
      if (!session) return;
      let seen = session.getSnapshot().timeline.at(-1)?.seq ?? -1;
      detachSession = session.subscribe(() => {
        for (const entry of session.getSnapshot().timeline) {
          if (entry.seq <= seen) continue;
          seen = entry.seq;
          records.push(recordOf(entry, Date.now()));
        }
      });
    },
    /** Listens for clicks in each document the frame loads. */
    attachFrame(next: HTMLIFrameElement | null) {
      detachFrame();
      frame = next;
      if (!next) return;
      const listen = () => next.contentWindow?.addEventListener('click', onClick, true);
      listen();
      next.addEventListener('load', listen);
      detachFrame = () => {
        next.removeEventListener('load', listen);
        next.contentWindow?.removeEventListener('click', onClick, true);
      };
    },
    async stop(name: string): Promise<Recording> {
      detachSession();
      detachFrame();
      const response = await fetchImpl(`/sandbox/control/journal?since=${startedAt}`);
      const journal = response.ok
        ? (
            (await response.json()) as {
              data: { at: number; method: string; path: string; body?: unknown }[];
            }
          ).data
        : [];
      for (const entry of journal) records.push({ ...entry, type: 'control' });
      return { name, startedAt, settings, records, finalRoute: frame ? frameRoute(frame) : null };
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
