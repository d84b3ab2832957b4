import type { Catalogue } from './catalogue.ts';
import type { DateInput } from './format-date.ts';

/**
 * Types `t()` from the English catalogue: an unknown key is a compile error, and so is a missing
 * `{{variable}}`. The formatter names are the ones createI18n registers.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    interpolationFormatTypeMap: {
      number: number;
      money: number;
      distance: number;
      time: DateInput;
    };
  }
}
