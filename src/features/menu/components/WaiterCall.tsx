import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { isApiError } from '../../../api/errors.ts';
import { useMountScope } from '../../../mount-context.ts';
import { callWaiter } from '../api/bill-api.ts';
import { WAITER_MESSAGES, type WaiterCallState } from '../model/bill.ts';
import { Icon } from '../../../ui/Icon.tsx';
import bell from 'lucide/dist/esm/icons/bell.mjs';

/** Calls the waiter to the table; a repeat within the sandbox's minute is told, not treated as a failure. */
export function WaiterCall({ tableId }: { tableId: number }) {
  const { t } = useTranslation();
  const { runtime, signal } = useMountScope();
  const [state, setState] = useState<WaiterCallState>('idle');
  const call = async () => {
    setState('calling');
    try {
      await callWaiter(runtime.core.client, tableId, signal);
      setState('called');
    } catch (error) {
      if (signal.aborted) return;
      setState(isApiError(error) && error.status === 429 ? 'again' : 'failed');
    }
  };
  const message = WAITER_MESSAGES[state];
  return (
    <div className="dkm-waiter">
      <button
        type="button"
        className="dk-button dk-button-secondary"
        onClick={() => void call()}
        disabled={state === 'calling'}
        aria-busy={state === 'calling'}
      >
        <Icon icon={bell} /> {t('bill.callWaiter')}
      </button>
      <p role="status">{message ? t(message) : ''}</p>
    </div>
  );
}
