import type { ComponentProps } from 'react';
import { VenueCurrencyContext, venueCurrency } from '../../../i18n/venue-currency.ts';

/**
 * The root element of a screen about one venue: a `div` whose content shows money in the venue's own
 * currency (`useMoneyOptions()` in Price, the product sheet, the cart summary), not the host's.
 */
export function VenueScreen({ currency, ...props }: ComponentProps<'div'> & { currency: unknown }) {
  return (
    <VenueCurrencyContext value={venueCurrency(currency)}>
      <div {...props} />
    </VenueCurrencyContext>
  );
}
