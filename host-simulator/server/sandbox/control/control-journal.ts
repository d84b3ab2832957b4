/** A control call that changed the sandbox, as the journal keeps it. */
export interface JournalEntry {
  /** Wall-clock milliseconds when the call was answered. */
  at: number;
  method: string;
  /** Below /sandbox/control/, with its query. */
  path: string;
  body?: unknown;
}

const LIMIT = 500;

/**
 * The last control calls that changed something (faults, prices, stop list, statuses…), from any client:
 * the simulator page's recorder reads it to put the faults a developer set, by panel or by curl, into the
 * scenario it saves. Memory only, like the fault rules.
 */
export function createControlJournal(now: () => number = Date.now) {
  const entries: JournalEntry[] = [];
  return {
    add(method: string, path: string, body: unknown) {
      entries.push({ at: now(), method, path, ...(body === undefined ? {} : { body }) });
      if (entries.length > LIMIT) entries.splice(0, entries.length - LIMIT);
    },
    since(at: number): JournalEntry[] {
      return entries.filter((entry) => entry.at >= at);
    },
  };
}
