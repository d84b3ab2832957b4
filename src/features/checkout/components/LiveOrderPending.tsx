import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';
import type { LiveOrder } from '../hooks/use-live-order.ts';

/**
 * What a screen of one order shows while the order is not in hand: loading, "not found", or the failure
 * (the order is the whole screen: a server error is the contract's (docs/contract/errors.md#server-error-page) page, a poor connection a line with Retry).
 */
export function LiveOrderPending({ live }: { live: LiveOrder }) {
  const { t } = useTranslation();
  if (live.status === 'not-found') return <p className="dk-empty">{t('typ.notFound')}</p>;
  return (
    <LoadState status={live.status === 'success' ? 'loading' : live.status} onRetry={live.reload} whole />
  );
}
