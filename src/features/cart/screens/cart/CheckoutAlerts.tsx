import type { TFunction } from 'i18next';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { CheckoutIssue } from '../../model/cart-order.ts';
import type { OrderProblem } from '../../../../api/order-problems.ts';
import type { CheckoutFailure } from '../../model/checkout-state.ts';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { cartQuery } from '../../../../api/order-kinds.ts';
import type { AwaitingPayment } from '../../../../runtime/awaiting-payment.ts';

function issueText(
  t: TFunction,
  issue: CheckoutIssue,
  values: { minSum: string; maxSum: string; openingTime: string | null },
): string {
  switch (issue) {
    case 'venue-closed':
      return values.openingTime
        ? t('cart.issues.closedUntil', { time: values.openingTime })
        : t('cart.issues.closed');
    case 'service-unavailable':
      return t('cart.issues.serviceUnavailable');
    case 'delivery-closed':
      return t('delivery.banners.closed.title');
    case 'address-required':
      return t('validation.deliveryAddressRequired');
    case 'out-of-zone':
      return t('errors.delivery.notAvailable');
    case 'delivery-method-required':
      return t('validation.deliveryMethodRequired');
    case 'table-required':
      return t('validation.tableRequired');
    case 'min-sum':
      return t('cart.issues.minSum', { amount: values.minSum });
    case 'max-sum':
      return t('cart.issues.maxSum', { amount: values.maxSum });
    case 'payment-unavailable':
      return t('cart.paymentUnavailable');
  }
}

function problemText(t: TFunction, problem: OrderProblem, money: (amount: number) => string): string {
  switch (problem.kind) {
    case 'out-of-zone':
      return `${t('errors.delivery.notAvailable')}. ${t('errors.delivery.selectAnotherPoint')}`;
    case 'min-sum':
      return t('cart.issues.minSum', { amount: money(problem.minSum) });
    case 'max-sum':
      return t('cart.issues.maxSum', { amount: money(problem.maxSum) });
    case 'table':
      return t('validation.tableRequired');
    case 'age-refused':
      return t('cart.age.refused');
    case 'delivery-price-changed':
      return t('cart.prices.delivery');
    case 'bonus':
    case 'message':
      return problem.message;
    default:
      return t('errors.generic.text');
  }
}

/** What stopped the last attempt, with the way on. */
export function FailureAlert({
  failure,
  money,
  onRetry,
}: {
  failure: CheckoutFailure | null;
  money: (amount: number) => string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!failure) return null;
  if (failure.kind === 'network') {
    return (
      <div className="ck-alert" role="alert" data-testid="checkout-failure">
        <strong>{t('errors.network.title')}</strong>
        <span>{t('cart.sendFailed')}</span>
        <button type="button" className="dk-button" onClick={onRetry}>
          {t('cart.sendAgain')}
        </button>
      </div>
    );
  }
  const [title, text] =
    failure.kind === 'payment'
      ? [t('errors.payment.title'), t('errors.payment.text')]
      : failure.kind === 'payment-canceled'
        ? [t('errors.payment.title'), t('cart.payment.canceled')]
        : failure.kind === 'age-declined'
          ? [t('dialogs.ageRestriction.title'), t('cart.age.declined')]
          : [t('errors.generic.title'), problemText(t, failure.problem, money)];
  return (
    <div className="ck-alert" role="alert" data-testid="checkout-failure">
      <strong>{title}</strong>
      <span>{text}</span>
    </div>
  );
}

/**
 * What stops the order (docs/contract/validation.md#order-requirements): a note under the sums, and an alert that takes the focus once "Place
 * order" was tapped with it (`alerting`).
 */
export function IssueList({
  id,
  listRef,
  issues,
  alerting,
  values,
}: {
  id: string;
  listRef: Ref<HTMLDivElement>;
  issues: readonly CheckoutIssue[];
  alerting: boolean;
  values: { minSum: string; maxSum: string; openingTime: string | null };
}) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <div
      id={id}
      ref={listRef}
      tabIndex={-1}
      className={alerting ? 'ck-alert' : 'ck-note'}
      role={alerting ? 'alert' : undefined}
      data-testid="cart-issues"
    >
      <ul className={alerting ? 'ck-issues' : 'ck-list'}>
        {issues.map((issue) => (
          <li key={issue}>{issueText(t, issue, values)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An order that waits for its money. This cart's: pay it, or give it up to change the cart (then "Place
 * order" is hidden, so the guest cannot place it twice). Another cart's: a link to that cart.
 */
export function AwaitingPaymentNotice({
  awaiting,
  here,
  closed,
  busy,
  onPay,
  onDiscard,
  money,
}: {
  awaiting: AwaitingPayment | null;
  here: boolean;
  /** The pay sheet was closed without paying. */
  closed: boolean;
  busy: boolean;
  onPay: () => void;
  onDiscard: () => void;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  if (!awaiting) return null;
  if (!here)
    return (
      <p className="ck-note">
        <Link className="ck-link" href={`/cart?${cartQuery(awaiting.filialId, awaiting.kind)}`}>
          {t('cart.awaiting.elsewhere', { number: awaiting.number })}
        </Link>
      </p>
    );
  return (
    <section className="ck-alert" aria-labelledby="ck-awaiting-title" data-testid="awaiting-payment">
      <h2 id="ck-awaiting-title">{t('cart.awaiting.title', { number: awaiting.number })}</h2>
      <p>{closed ? t('cart.awaiting.closed') : t('cart.awaiting.text')}</p>
      <div className="ck-button-row">
        <button type="button" className="dk-button" disabled={busy} onClick={onPay}>
          {t('cart.payAmount', { amount: money(awaiting.amount) })}
        </button>
        <button type="button" className="dk-button dk-button-secondary" disabled={busy} onClick={onDiscard}>
          {t('cart.awaiting.change')}
        </button>
      </div>
    </section>
  );
}
