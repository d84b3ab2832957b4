import type { TFunction } from 'i18next';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { CheckoutIssue } from '../../model/cart-order.ts';
import type { OrderProblem } from '../../../../api/order-problems.ts';
import type { CheckoutFailure } from '../../model/checkout-state.ts';

export function issueText(
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
