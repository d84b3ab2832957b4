import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppState } from '../../state/app-core.ts';
import type { RequestLog, RequestLogEntry } from '../../state/request-log.ts';
import { BottomSheet } from '../BottomSheet.tsx';
import css from './debugbar.css?inline';
import { useUiScope } from '../ui-context.tsx';

type ConsoleLevel = 'log' | 'warn' | 'error';
export interface ConsoleLine {
  level: ConsoleLevel;
  /** Epoch milliseconds. */
  at: number;
  text: string;
}

type Listener = (line: ConsoleLine) => void;
interface Patch {
  listeners: Set<Listener>;
  originals: Record<ConsoleLevel, (...args: unknown[]) => void>;
}

const LEVELS: ConsoleLevel[] = ['log', 'warn', 'error'];
// Kept on the console object itself, not in this module: two bundles of ours on one page (or two mounts)
// must share one patch, or unpatching in the wrong order would drop the other's wrapper.
const PATCH = Symbol.for('dastarkhan.console-capture');

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Copies console.log/warn/error lines to `listener` (the Debugbar's Console tab) while still printing
 * them. Returns the function that stops it; the console is restored when the last listener leaves.
 */
export function captureConsole(
  target: Console,
  listener: Listener,
  now: () => number = Date.now,
): () => void {
  const holder = target as Console & { [PATCH]?: Patch };
  let patch = holder[PATCH];
  if (!patch) {
    const created: Patch = {
      listeners: new Set(),
      originals: {
        log: target.log,
        warn: target.warn,
        error: target.error,
      },
    };
    for (const level of LEVELS) {
      target[level] = (...args: unknown[]) => {
        created.originals[level].apply(target, args);
        const line = { level, at: now(), text: args.map(stringify).join(' ') };
        for (const each of created.listeners) each(line);
      };
    }
    holder[PATCH] = created;
    patch = created;
  }
  const active = patch;
  active.listeners.add(listener);
  return () => {
    active.listeners.delete(listener);
    if (active.listeners.size === 0 && holder[PATCH] === active) {
      for (const level of LEVELS) target[level] = active.originals[level];
      delete holder[PATCH];
    }
  };
}

function clock(at: number): string {
  const date = new Date(at);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

function ConsoleTab({ lines }: { lines: readonly ConsoleLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <p className="dk-muted">{t('debugbar.noLogs')}</p>;
  return (
    <ol className="dk-console">
      {lines.map((line, index) => (
        // Lines are append-only and never reordered: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} data-level={line.level}>
          <time dateTime={new Date(line.at).toISOString()}>{clock(line.at)}</time> <span>{line.level}</span>{' '}
          <code>{line.text}</code>
        </li>
      ))}
    </ol>
  );
}

const LINE_LIMIT = 300;
const TABS = ['console', 'network'] as const;
type Tab = (typeof TABS)[number];

/** docs/contract/screens.md#debug-bar: the Debugbar button and its panel with the Console and Network tabs. */
export function Debugbar({ requestLog }: { requestLog: RequestLog }) {
  const { t } = useTranslation();
  const { portalTarget } = useUiScope();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('console');
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const ids = useId();

  useEffect(
    () =>
      captureConsole(console, (line) => {
        // A console call may come from inside a React render: record it after, never during.
        queueMicrotask(() => setLines((previous) => [...previous, line].slice(-LINE_LIMIT)));
      }),
    [],
  );

  const onTabKey = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[
      (TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length
    ] as Tab;
    setTab(next);
    (
      event.currentTarget.parentElement?.querySelector(
        `#${CSS.escape(`${ids}-${next}`)}`,
      ) as HTMLElement | null
    )?.focus();
  };

  return (
    <>
      <style>{css}</style>
      {createPortal(
        <button
          type="button"
          className="dk-debugbar-button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          {t('debugbar.button')}
        </button>,
        portalTarget,
      )}
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t('debugbar.title')} showCloseButton>
        <div role="tablist" className="dk-tabs" aria-label={t('debugbar.title')}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${ids}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${ids}-${name}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
            >
              {t(`debugbar.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${ids}-${tab}-panel`}
          aria-labelledby={`${ids}-${tab}`}
          className="dk-tabpanel"
        >
          {tab === 'console' ? <ConsoleTab lines={lines} /> : <NetworkTab log={requestLog} />}
        </div>
      </BottomSheet>
    </>
  );
}

function pretty(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

function queryText(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const entries = Object.entries(query as Record<string, unknown>);
  return entries.length ? `?${entries.map(([key, value]) => `${key}=${pretty(value)}`).join('&')}` : '';
}

/** A column name for screen readers; sighted users read the row's layout. */
function Label({ text }: { text: string }) {
  return <span className="dk-visually-hidden">{text}: </span>;
}

function Section({ title, text }: { title: string; text: string }) {
  return (
    <details>
      <summary>{title}</summary>
      <pre>{text || '—'}</pre>
    </details>
  );
}

function Entry({ entry }: { entry: RequestLogEntry }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const text = pretty({
      method: entry.method,
      url: entry.url,
      query: entry.query,
      headers: entry.headers,
      body: entry.body,
      status: entry.status,
      response: entry.response,
      durationMs: entry.durationMs,
    });
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <li className="dk-request" data-pending={entry.pending}>
      <div className="dk-request-line">
        <span>
          <Label text={t('debugbar.columns.status')} />
          {entry.pending ? t('debugbar.pending') : (entry.status ?? entry.error ?? '—')}
        </span>
        {entry.durationMs === null ? null : (
          <span>
            <Label text={t('debugbar.columns.time')} />
            {t('debugbar.duration', { ms: Math.round(entry.durationMs) })}
          </span>
        )}
        <strong>
          <Label text={t('debugbar.columns.method')} />
          {entry.method}
        </strong>
        <Label text={t('debugbar.columns.url')} />
        <code>
          {entry.url}
          {queryText(entry.query)}
        </code>
        <button type="button" className="dk-link-button" onClick={copy}>
          {copied ? t('debugbar.copied') : t('debugbar.copy')}
        </button>
      </div>
      <Section title={t('debugbar.headers')} text={pretty(entry.headers)} />
      <Section title={t('debugbar.body')} text={pretty(entry.body)} />
      <Section title={t('debugbar.response')} text={pretty(entry.response)} />
    </li>
  );
}

function NetworkTab({ log }: { log: RequestLog }) {
  const { t } = useTranslation();
  const { entries } = useAppState().requestLog;
  return (
    <div>
      <button
        type="button"
        className="dk-button dk-button-secondary"
        onClick={() => log.clear()}
        disabled={!entries.length}
      >
        {t('debugbar.clearRequests')}
      </button>
      {entries.length === 0 ? (
        <p className="dk-muted">{t('debugbar.noRequests')}</p>
      ) : (
        <ol className="dk-requests">
          {[...entries].reverse().map((entry) => (
            <Entry key={entry.id} entry={entry as RequestLogEntry} />
          ))}
        </ol>
      )}
    </div>
  );
}
