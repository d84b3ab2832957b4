import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useMountScope } from '../mount-context.ts';

/**
 * Copies `text` (an order number) through the host's clipboard.write, else the page's clipboard, and says
 * so in a status line that screen readers announce. `describedBy` names what is copied.
 */
export function CopyButton({ text, describedBy }: { text: string; describedBy?: string }) {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const [copied, setCopied] = useState<boolean | null>(null);
  const statusId = useId();
  const copy = async () => setCopied(await runtime.host.copy(text));
  return (
    <span className="dk-copy">
      <button
        type="button"
        className="dk-button dk-button-secondary"
        aria-describedby={describedBy ? `${describedBy} ${statusId}` : statusId}
        onClick={() => void copy()}
      >
        {t('common.copy.action')}
      </button>
      <span id={statusId} role="status" data-testid="copy-status">
        {copied === null ? '' : copied ? t('common.copy.copied') : t('common.copy.failed')}
      </span>
    </span>
  );
}
