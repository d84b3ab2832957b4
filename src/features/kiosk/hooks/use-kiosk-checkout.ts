import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { canonicalJson } from '../../../api/order-submission.ts';
import { randomId } from '../../../api/random-id.ts';
import { isLanguage, type Language } from '../../../i18n/languages.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useBridge, usePagePaths } from '../../../runtime/app-runtime.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { type DeviceSession, type KioskOrder, placeKioskOrder, refusalOf } from '../api/kiosk-api.ts';
import { type KioskDraft, kioskOrderBody } from '../model/kiosk-model.ts';

/** The order that left for the hosted payment page, so the kiosk knows it on the way back. */
const PAYING_KEY = 'kiosk-paying';
/** Where the payment page sends the tablet back: the kiosk's own URL naming the order. */
export const PAID_PARAM = 'paid';
export const UNPAID_PARAM = 'unpaid';

interface PayingRecord {
  orderId: number;
  language: Language;
}

function readPaying(value: unknown): PayingRecord | undefined {
  const { orderId, language } = (value ?? {}) as Record<string, unknown>;
  return typeof orderId === 'number' && isLanguage(language) ? { orderId, language } : undefined;
}

/** The kiosk URL with one return parameter set and the other removed (the rest, e.g. `idle`, kept). */
function returnPath(path: string, search: string, param: string, orderId: number): string {
  const query = new URLSearchParams(search);
  query.delete(PAID_PARAM);
  query.delete(UNPAID_PARAM);
  query.set(param, String(orderId));
  return `${path}?${query}`;
}

/**
 * Sends the guest's order under one idempotency key per intent (a retry of the same draft reuses it, a
 * changed draft gets a new one), then: cash is done, online opens the payment page through the bridge.
 */
export function useKioskCheckout(options: {
  device: DeviceSession | null;
  path: string;
  search: string;
  onPlaced: (order: KioskOrder, paid: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const bridgeReady = useBridge();
  const paths = usePagePaths();
  const signal = useMountSignal();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const intent = useRef<{ key: string; body: string } | null>(null);

  const place = async (draft: KioskDraft) => {
    const { device } = options;
    if (!device || sending) return;
    const body = kioskOrderBody(draft);
    const canonical = canonicalJson(body);
    if (intent.current?.body !== canonical) intent.current = { key: randomId(), body: canonical };
    setSending(true);
    setFailure(null);
    try {
      const order = await placeKioskOrder(client, device, body, intent.current.key, signal);
      intent.current = null;
      if (draft.payment !== 'online' || !order.paymentUrl || !order.trackId) {
        options.onPlaced(order, false);
        return;
      }
      const language = isLanguage(i18n.language) ? i18n.language : 'kk';
      stores.session.setJson(PAYING_KEY, { orderId: order.id, language });
      const bridge = await bridgeReady;
      if (!bridge) throw new Error('no bridge to pay through');
      const result = await bridge.call(
        'pay.open',
        {
          trackId: order.trackId,
          paymentUrl: order.paymentUrl,
          successPath: paths.pathOf(returnPath(options.path, options.search, PAID_PARAM, order.id)),
          failurePath: paths.pathOf(returnPath(options.path, options.search, UNPAID_PARAM, order.id)),
        },
        { signal },
      );
      // In a plain browser the page has left for the payment page; a native host answers here.
      if (result.status === 'success') {
        stores.session.remove(PAYING_KEY);
        options.onPlaced(order, true);
      } else setFailure(t('kiosk.details.unpaid'));
    } catch (error) {
      if (signal.aborted) return;
      setFailure(refusalOf(error)?.title || t('kiosk.details.failed'));
    } finally {
      if (!signal.aborted) setSending(false);
    }
  };

  const clear = useCallback(() => {
    intent.current = null;
    setFailure(null);
  }, []);
  const takePaying = useCallback((): PayingRecord | undefined => {
    const record = stores.session.getJson(PAYING_KEY, readPaying);
    stores.session.remove(PAYING_KEY);
    return record;
  }, [stores]);

  return { place, sending, failure, clear, takePaying };
}
