import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useHostCapabilities } from '../runtime/app-runtime.ts';

/**
 * Copies `text` (an order number) through the host's clipboard.write, else the page's clipboard, and says
 * so in a status line that screen readers announce. `describedBy` names what is copied.
 */
export function CopyButton({ text, describedBy }: { text: string; describedBy?: string }) {
  const { t } = useTranslation();
  const host = useHostCapabilities();
  const [copied, setCopied] = useState<boolean | null>(null);
  const statusId = useId();
  const copy = async () => setCopied(await host.copy(text));
  return (
    <span className="dk-copy">
      <button
        type="button"
        className="dk-button dk-button-secondary"
        aria-describedby={describedBy ? `${describedBy} ${statusId}` : statusId}
        onClick={() => void copy()}
      >
        {t('dialogs.copy.action')}
      </button>
      <span id={statusId} role="status" data-testid="copy-status">
        {copied === null ? '' : copied ? t('dialogs.copy.copied') : t('dialogs.copy.failed')}
      </span>
    </span>
  );
}
