import type { Ref } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { CheckoutIssue } from '../../model/cart-order.ts';
import { issueText } from './CheckoutAlerts.tsx';

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
