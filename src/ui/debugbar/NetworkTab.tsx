import { useState } from 'react';
import { useAppState } from '../../state/app-core.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RequestLog, RequestLogEntry } from '../../state/request-log.ts';

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

export function NetworkTab({ log }: { log: RequestLog }) {
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
