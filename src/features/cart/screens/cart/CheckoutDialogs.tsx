import { AgeRestrictionModal } from '../../../../ui/AgeRestrictionModal.tsx';
import { PriceChangeDialog } from '../../components/PriceChangeDialog.tsx';
import { SendingOrder } from '../../components/SendingOrder.tsx';
import { StopListDialog } from '../../components/StopListDialog.tsx';
import type { CheckoutController } from '../../hooks/use-checkout.ts';
import type { SendingStage } from '../../model/checkout-rules.ts';

/**
 * What the checkout asks over the cart: unavailable lines, new prices, 21+, and the sending screen. Loaded
 * on demand (on-demand-dialogs.ts), so it takes the sending stage from the Cart rather than importing the
 * checkout's rules: an import from CartScreen's chunk would make rollup stop listing that chunk's own
 * imports with it, and the Cart's header would wait for two more round trips (ADR 0017).
 */
export function CheckoutDialogs({
  checkout,
  stage,
  money,
}: {
  checkout: CheckoutController;
  stage: SendingStage | null;
  money: (amount: number) => string;
}) {
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
