import { AgeRestrictionModal } from '../../../../ui/AgeRestrictionModal.tsx';
import { PriceChangeDialog } from '../../components/PriceChangeDialog.tsx';
import { SendingOrder } from '../../components/SendingOrder.tsx';
import { StopListDialog } from '../../components/StopListDialog.tsx';
import type { CheckoutController } from '../../hooks/use-checkout.ts';
import { sendingStage } from '../../model/checkout-rules.ts';

/** What the checkout asks over the cart: unavailable lines, new prices, 21+, and the sending screen. */
export function CheckoutDialogs({
  checkout,
  money,
}: {
  checkout: CheckoutController;
  money: (amount: number) => string;
}) {
  const stage = sendingStage(checkout.phase);
  return (
    <>
      <StopListDialog
        lines={checkout.stopList}
        onRemove={checkout.removeUnavailable}
        onClose={checkout.dismissDialogs}
      />
      <PriceChangeDialog
        changes={checkout.priceChanges}
        money={money}
        onConfirm={checkout.confirmPrices}
        onClose={checkout.dismissDialogs}
      />
      <AgeRestrictionModal open={checkout.askAge} onAnswer={checkout.answerAge} />
      <SendingOrder open={stage !== null} stage={stage ?? 'sending'} />
    </>
  );
}
