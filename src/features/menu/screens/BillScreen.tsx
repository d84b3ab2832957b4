import { useEffect, useState, type ReactNode, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { callWaiter, type Bill, type BillPart, fetchBill } from '../api/bill-api.ts';
import {
  WAITER_MESSAGES,
  type WaiterCallState,
  billPaths,
  missingBill,
  PAID_BILL_PARAM,
} from '../model/bill.ts';
import { Icon } from '../../../ui/Icon.tsx';
import bell from 'lucide/dist/esm/icons/bell.mjs';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { BillLines, BillProgress, PaidReceipt } from '../components/bill-cards.tsx';
import { BillPayment } from '../components/BillPayment.tsx';
import { MenuStyles, VenueNotFound } from '../components/MenuFrame.tsx';
import { positiveId } from '../api/menu-requests.ts';
import { BackHeader } from '../../../ui/BackHeader.tsx';

/** How often a guest's Bill asks again what the table has paid: another guest's payment shows within 2 s. */
export const BILL_POLL_MS = 1500;

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Asks for the bill again BILL_POLL_MS after each answer while the page is visible and `active` (an open bill,
 * or a paid part whose table still owes). The next ask waits for the answer (`settled`), so a slow network
 * never piles up or cuts short its own requests; a hidden page asks nothing until it shows again.
 */
export function useBillPolling(reload: () => void, settled: boolean, active: boolean): void {
  const [visible, setVisible] = useState(isVisible);
  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!active || !visible || !settled) return;
    const timer = setTimeout(reload, BILL_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, visible, settled, reload]);
}

/** Calls the waiter to the table; a repeat within the sandbox's minute is told, not treated as a failure. */
export function WaiterCall({ tableId }: { tableId: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const signal = useMountSignal();
  const [state, setState] = useState<WaiterCallState>('idle');
  const call = async () => {
    setState('calling');
    try {
      await callWaiter(client, tableId, signal);
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

/** docs/contract/screens.md#routes Bill: `/filials/{filial_id}/bill?table_id=..`, paying a table's bill, calling the waiter, a tip. */
export default function BillScreen() {
  const params = useParams<{ filialId: string }>();
  const search = useSearch();
  const filialId = positiveId(params.filialId);
  const tableId = positiveId(new URLSearchParams(search).get('table_id') ?? undefined);
  if (filialId === null) return <VenueNotFound />;
  if (tableId === null) return <NoTable filialId={filialId} />;
  const paidBill = positiveId(new URLSearchParams(search).get(PAID_BILL_PARAM) ?? undefined);
  return (
    <TableBill key={`${filialId}:${tableId}`} filialId={filialId} tableId={tableId} paidBill={paidBill} />
  );
}

/** The Bill's frame: its title, with the way back to the venue's menu, over the screen's content. */
function BillFrame({
  billId,
  backHref,
  children,
}: {
  billId?: number;
  backHref: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="dkm-screen" data-screen="bill" data-bill={billId}>
      <MenuStyles />
      <BackHeader title={t('bill.title')} backHref={backHref} />
      <main className="dk-main dkm-bill">{children}</main>
    </div>
  );
}

/** docs/contract/errors.md#no-bill: a bill link without its table (opened by hand, or a cut QR link) finds no bill. */
function NoTable({ filialId }: { filialId: number }) {
  const { t } = useTranslation();
  return (
    <BillFrame backHref={`/filials/${filialId}`}>
      <h2>{t('bill.notFound.title')}</h2>
      <p className="dk-muted" role="alert">
        {t('errors.tableNotAttached')}
      </p>
      <Link className="dk-button dk-button-secondary" href={`/filials/${filialId}`}>
        {t('bill.toMenu')}
      </Link>
    </BillFrame>
  );
}

function TableBill({
  filialId,
  tableId,
  paidBill,
}: {
  filialId: number;
  tableId: number;
  paidBill: number | null;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [, navigate] = useLocation();
  // The bill the screen follows once it has one: asked for by its id, it stays found after the table paid it
  // off, so every guest sees it close (and their receipt) rather than "no bill".
  const followed = useRef<number | null>(paidBill);
  const request = useQuery(['bill', tableId, filialId], (signal) =>
    fetchBill(client, { tableId, filialId, billId: followed.current }, signal),
  );
  if (request.data) followed.current = request.data.id;
  const bill = request.data;
  useBillPolling(request.reload, request.status !== 'loading', bill?.status === 'open');
  const menuLink = `/filials/${filialId}?table_id=${tableId}`;
  if (bill) {
    const paid = bill.payments.filter((part) => part.mine && part.status === 'paid');
    const onPaid = () => {
      navigate(billPaths(filialId, tableId, bill.id).paid);
      request.reload();
    };
    return (
      <BillDetails
        bill={bill}
        filialId={filialId}
        menuLink={menuLink}
        receipt={paidBill === bill.id && paid.length > 0 ? paid : null}
        onPaid={onPaid}
        onRefresh={request.reload}
      />
    );
  }

  const missing = missingBill(isApiError(request.error, 'not-found'), paidBill);
  return (
    <BillFrame backHref={menuLink}>
      {missing === 'paid' ? (
        <>
          <p className="dkm-note" role="status" data-paid-bill={paidBill ?? undefined}>
            {t('bill.paid')}
          </p>
          <FeedbackLinks billId={paidBill} />
        </>
      ) : missing === 'none' ? (
        <>
          <h2>{t('bill.notFound.title')}</h2>
          <p className="dk-muted">{t('bill.notFound.text')}</p>
          <WaiterCall tableId={tableId} />
          <button type="button" className="dk-button dk-button-secondary" onClick={request.reload}>
            {t('common.actions.refresh')}
          </button>
        </>
      ) : (
        <LoadState status={request.status} onRetry={request.reload} whole />
      )}
      <Link className="dk-button dk-button-secondary" href={menuLink}>
        {t('bill.toMenu')}
      </Link>
    </BillFrame>
  );
}

/** After a paid bill: a review of the visit and a tip of its own (docs/features/feedback.md). */
function FeedbackLinks({ billId }: { billId: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Link className="dk-button" href={`/bills/${billId}/review`}>
        {t('feedback.review.titleBill')}
      </Link>
      <Link className="dk-button dk-button-secondary" href={`/bills/${billId}/tip`}>
        {t('feedback.tips.title')}
      </Link>
    </>
  );
}

/**
 * An open or just closed bill: what the table paid and by whom, then the guest's receipt once their part is
 * paid (issue 29 §2), or the ways to pay their part while something is left.
 */
function BillDetails({
  bill,
  filialId,
  menuLink,
  receipt,
  onPaid,
  onRefresh,
}: {
  bill: Bill;
  filialId: number;
  menuLink: string;
  receipt: BillPart[] | null;
  onPaid: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BillFrame billId={bill.id} backHref={menuLink}>
      {receipt ? <PaidReceipt bill={bill} parts={receipt} /> : null}
      <BillLines bill={bill} />
      <BillProgress bill={bill} />
      {receipt ? (
        bill.status === 'paid' ? (
          <FeedbackLinks billId={bill.id} />
        ) : null
      ) : bill.status === 'paid' ? (
        <p className="dkm-note" role="status">
          {t('bill.paid')}
        </p>
      ) : bill.remaining > 0 ? (
        <BillPayment bill={bill} filialId={filialId} onPaid={onPaid} onRefresh={onRefresh} />
      ) : (
        <p className="dkm-note" role="status">
          {t('bill.progress.restHeld')}
        </p>
      )}
      <WaiterCall tableId={bill.tableId} />
      <Link className="dk-button dk-button-secondary" href={menuLink}>
        {t('bill.toMenu')}
      </Link>
    </BillFrame>
  );
}
