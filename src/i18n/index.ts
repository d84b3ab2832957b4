export type { Catalogue } from './catalogue.ts';
export { type AppI18n, createI18n, type I18nOptions } from './create-i18n.ts';
export { birthdayFromApi, birthdayToApi, type DateInput, formatDateTime, formatTime } from './format-date.ts';
export { FAR_DISTANCE_METRES, formatDistance, isFar } from './format-distance.ts';
export {
  CURRENCY_SYMBOLS,
  type Currency,
  currencyForCountry,
  formatMoney,
  formatNumber,
  SMALL_BALANCE_FONT_FROM,
  SPACE,
  usesSmallBalanceFont,
} from './format-number.ts';
export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  parseLanguage,
} from './languages.ts';
export { type LanguageSources, resolveLanguage } from './resolve-language.ts';
