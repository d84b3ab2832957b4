import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { type Currency, formatMoney } from '../i18n/format-number.ts';
import { isLanguage } from '../i18n/languages.ts';
import { useAppState } from '../state/app-core.ts';

/**
 * Formats amounts in the venue's own currency when it is known (a Tbilisi venue charges lari whatever
 * the host's country), else in the mount's currency.
 */
export function useMoney(currency: Currency | null | undefined): (amount: number) => string {
  const { i18n } = useTranslation();
  const fallback = useAppState().restrictions.currency;
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const money = currency ?? fallback;
  return useCallback((amount: number) => formatMoney(amount, money, language), [money, language]);
}
