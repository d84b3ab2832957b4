import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import type { Telemetry } from '../../../telemetry/telemetry.ts';
import type { AgeAnswer } from '../../../ui/AgeRestrictionModal.tsx';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';

/** The analytics events of placing and paying (the contract's (docs/contract/constants.md#analytics-figures) names and properties). */
export interface CheckoutTelemetry {
  paymentRequested(record: AwaitingPayment): void;
  ageAnswered(answer: AgeAnswer): void;
}

export function checkoutTelemetry(telemetry: Pick<Telemetry, 'track'>): CheckoutTelemetry {
  return {
    paymentRequested(record) {
      telemetry.track(ANALYTICS_EVENTS.paymentRequested, {
        order_id: record.orderId,
        filial_id: record.filialId,
        service: record.kind,
        amount: record.amount,
      });
    },
    ageAnswered(answer) {
      telemetry.track(ANALYTICS_EVENTS.ageConfirmationShown, { answer, place: 'cart' });
    },
  };
}
