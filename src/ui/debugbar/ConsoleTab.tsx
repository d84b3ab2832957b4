import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ConsoleLine } from './console-capture.ts';

function clock(at: number): string {
  const date = new Date(at);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

export function ConsoleTab({ lines }: { lines: readonly ConsoleLine[] }) {
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
