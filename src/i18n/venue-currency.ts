import { createContext, useContext } from 'react';
import { type Currency, parseCurrency } from './format-number.ts';

/**
 * The currency of the venue a screen shows, from the venue's own data (its `currency` in the API). A
 * venue's amounts are in its currency whatever the host's country: a Tbilisi venue charges lari on a .kz
 * host. null outside a venue, where `{{amount, money}}` uses the mount's currency (docs/contract/product.md#currencies-and-countries).
 */
export const VenueCurrencyContext = createContext<Currency | null>(null);

/** The venue's currency for the provider, from whatever the API sent; unreadable gives null. */
export const venueCurrency = (value: unknown): Currency | null => parseCurrency(value);

/** t() options that put `{{amount, money}}` in this currency; none (the mount's) when it is not one of ours. */
export function moneyOptions(currency: unknown): { currency?: Currency } {
  const known = parseCurrency(currency);
  return known ? { currency: known } : {};
}

/** moneyOptions() of the venue the screen shows; none outside a venue. */
export function useMoneyOptions(): { currency?: Currency } {
  return moneyOptions(useContext(VenueCurrencyContext));
}
