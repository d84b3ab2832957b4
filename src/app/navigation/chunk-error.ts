/** The messages browsers give when a lazily loaded chunk cannot be fetched (a new deploy, a dropped connection). */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_MESSAGES.some((known) => message.includes(known));
}

const RELOAD_KEY = 'dk-chunk-reload';
/** A second failure at the same path within this window shows the error page instead of reloading again. */
const RELOAD_WINDOW_MS = 10_000;

/**
 * docs/contract/screens.md#failed-module-load, docs/contract/errors.md#failed-lazy-load: a failed lazy module load reloads the page at the target path. Guarded, so a chunk that is
 * really gone does not reload forever: returns false when it already tried for this path just now.
 */
export function reloadAtPath(
  url: string,
  {
    session,
    assign,
    now = Date.now,
  }: { session: Storage | null; assign: (url: string) => void; now?: () => number },
): boolean {
  try {
    const last = JSON.parse(session?.getItem(RELOAD_KEY) ?? 'null') as { url: string; at: number } | null;
    if (last && last.url === url && now() - last.at < RELOAD_WINDOW_MS) return false;
    session?.setItem(RELOAD_KEY, JSON.stringify({ url, at: now() }));
  } catch {
    // Storage may be unavailable (private mode) or hold garbage: reload anyway, once per call.
  }
  assign(url);
  return true;
}
