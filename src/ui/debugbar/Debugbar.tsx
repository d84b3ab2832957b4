import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RequestLog } from '../../state/request-log.ts';
import { BottomSheet } from '../BottomSheet.tsx';
import css from './debugbar.css?inline';
import { useUiScope } from '../ui-context.tsx';
import { NetworkTab } from './NetworkTab.tsx';

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
