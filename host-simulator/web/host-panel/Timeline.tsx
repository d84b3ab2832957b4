import type { TimelineEntry } from './host-session.ts';

const ARROWS = { 'app-to-host': 'app → host', 'host-to-app': 'host → app', note: 'note' } as const;

/** One line per message: kind, method or event, id; the full JSON on demand. */
function summary(message: unknown): string {
  if (typeof message === 'string') return message;
  const { kind, method, event, id, result, error } = message as Record<string, unknown>;
  const name = method ?? event ?? '';
  const outcome =
    error !== undefined
      ? ` error ${(error as { code?: string }).code}`
      : kind === 'response' && result !== undefined
        ? ` ${JSON.stringify(result).slice(0, 60)}`
        : '';
  return `${kind} ${name}${id === undefined ? '' : ` #${id}`}${outcome}`.replace(/\s+/g, ' ').trim();
}

export function Timeline({ entries, onClear }: { entries: TimelineEntry[]; onClear: () => void }) {
  return (
    <section className="hp-timeline" aria-labelledby="hp-timeline-title">
      <div className="hp-row">
        <h3 id="hp-timeline-title">Timeline</h3>
        <button type="button" onClick={onClear} disabled={entries.length === 0}>
          Clear timeline
        </button>
      </div>
      {entries.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ol aria-label="Messages, newest first">
          {[...entries].reverse().map((entry) => (
            <li key={entry.seq} className={`hp-${entry.direction}`} data-direction={entry.direction}>
              <span className="hp-time">{entry.at} ms</span>{' '}
              <span className="hp-arrow">{ARROWS[entry.direction]}</span>{' '}
              {typeof entry.message === 'string' ? (
                <span>{entry.message}</span>
              ) : (
                <details>
                  <summary>{summary(entry.message)}</summary>
                  <pre>{JSON.stringify(entry.message, null, 2)}</pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
