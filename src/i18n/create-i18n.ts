import i18next, { type i18n } from 'i18next';
import { formatDistance, isDistanceUnits } from './format-distance.ts';
import { type Currency, formatMoney, formatNumber, parseCurrency } from './format-number.ts';
import { formatTime } from './format-date.ts';
import type {} from './catalogue.ts';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
import { knownPromise } from '../lib/known-promise.ts';
import {
  type FirstTexts,
  type LanguageCatalogue,
  type LaterTexts,
  loadCatalogue,
  loadFirstTexts,
  loadLaterTexts,
} from './load-catalogue.ts';

export interface I18nOptions {
  language: Language;
  /**
   * Money in `{{amount, money}}` texts that name no currency of their own (docs/contract/product.md#currencies-and-countries: KZT unless the country
   * is Georgia); a venue's amounts pass their venue's (`t(key, { amount, currency })`, venue-currency.ts).
   */
  currency?: Currency;
  /** Zone of `{{time, time}}` texts; default: the device's. */
  timeZone?: string;
  /**
   * Called when a language change is about to show: its catalogue is here, and nothing has re-rendered in it
   * yet. Requests that a re-render sends (a menu asked again in the new language) must already go out in it,
   * so whatever tells the API the language follows here, before i18next's 'languageChanged'.
   */
  onLanguageChanged?: (language: Language) => void;
  /** Where catalogues come from; tests give their own. Default: the bundled chunks. */
  load?: (language: Language) => Promise<LanguageCatalogue>;
  /**
   * The first screen is Home: only its texts load before the first render, the others when `complete()` is
   * first asked (ADR 0027). Default: the whole catalogue first.
   */
  homeFirst?: boolean;
  /** Where Home's texts and the others come from with `homeFirst`; tests give their own. */
  loadParts?: {
    first: (language: Language) => Promise<FirstTexts>;
    later: (language: Language) => Promise<LaterTexts>;
  };
}

export interface AppI18n {
  /** The mount's own i18next instance, for `<I18nextProvider i18n={...}>` (use-translation.tsx). */
  readonly i18n: i18n;
  readonly language: Language;
  /** Loads the language's catalogue if needed, then switches; on a failed load the old language stays. */
  setLanguage(language: Language): Promise<void>;
  setCurrency(currency: Currency): void;
  /**
   * Every text of the current language: loads what a Home-first start left out (createI18n's `homeFirst`),
   * once. The same promise each time for a language, known settled when it is (for React's `use()`).
   */
  complete(): Promise<void>;
}

const NAMESPACE = 'translation';

/**
 * One i18next instance per mount (two mounts may show two languages). Only the active language's
 * catalogue is loaded before the first render. The fallback, Russian, is fetched only when a text is
 * missing in the active language: the catalogue test keeps that from happening in a release, so no
 * user pays for a second catalogue they never see.
 */
export async function createI18n({
  language,
  currency = 'KZT',
  timeZone,
  onLanguageChanged,
  load = loadCatalogue,
  homeFirst = false,
  loadParts = { first: loadFirstTexts, later: loadLaterTexts },
}: I18nOptions): Promise<AppI18n> {
  const instance = i18next.createInstance();
  const loading = new Map<Language, Promise<void>>();
  let money = currency;
  // Home-first: whether the first language still lacks the texts Home does not show, and whether something
  // rendered asked for one of them meanwhile (then their arrival re-renders; else it changes nothing on screen).
  let waitingForLater = homeFirst;
  let missedMeanwhile = false;

  const ensureLoaded = (lng: Language): Promise<void> => {
    let pending = loading.get(lng);
    if (!pending) {
      const later = lng === language && waitingForLater;
      const texts: Promise<object> = later ? loadParts.later(lng) : load(lng);
      pending = knownPromise(
        texts.then(
          (catalogue) => {
            instance.addResourceBundle(lng, NAMESPACE, catalogue, true, true, {
              silent: later && !missedMeanwhile,
            });
            if (later) waitingForLater = false;
          },
          (error: unknown) => {
            loading.delete(lng);
            throw error;
          },
        ),
      );
      loading.set(lng, pending);
    }
    return pending;
  };
  const loadFallback = () => {
    ensureLoaded(FALLBACK_LANGUAGE).catch(() => {
      // The key itself stays on screen (docs/contract/errors.md#missing-translations); the next missing text tries the fallback again.
    });
  };

  // A copy: i18next keeps the object it is given and deep-merges the later texts into it, which changed the
  // catalogue module itself (a second mount, or a later test in the same worker, found Home's part complete).
  const first = structuredClone(homeFirst ? await loadParts.first(language) : await load(language));
  if (!homeFirst) loading.set(language, knownPromise(Promise.resolve()));
  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: NAMESPACE,
    ns: [NAMESPACE],
    resources: { [language]: { [NAMESPACE]: first } },
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    saveMissingPlurals: false,
    missingKeyHandler: (_languages, _namespace, key) => {
      if (!(waitingForLater && instance.language === language)) {
        loadFallback();
        return;
      }
      // Not among Home's texts yet: the fallback only if the rest of the language lacks it too.
      missedMeanwhile = true;
      ensureLoaded(language).then(() => {
        if (!instance.exists(key)) loadFallback();
      }, loadFallback);
    },
    // A text asked for before the rest of the language arrived shows nothing until then, not its key.
    parseMissingKeyHandler: (key) => (waitingForLater && instance.language === language ? '' : key),
  });

  const formatter = instance.services.formatter;
  formatter?.add('number', (value: number, lng) => formatNumber(value, lng as Language));
  // A venue's amounts name their currency (t(key, { amount, currency })); others are in the mount's.
  formatter?.add('money', (value: number, lng, options?: { currency?: unknown }) =>
    formatMoney(value, parseCurrency(options?.currency) ?? money, lng as Language),
  );
  // The catalogue's unit names: the browser's Intl may have none for the language (docs/i18n.md).
  formatter?.add('distance', (value: number, lng) => {
    const units: unknown = lng && instance.getResource(lng, NAMESPACE, 'common.units');
    return formatDistance(value, lng as Language, isDistanceUnits(units) ? units : undefined);
  });
  formatter?.add('time', (value: Parameters<typeof formatTime>[0], lng) =>
    formatTime(value, lng as Language, timeZone ? { timeZone } : {}),
  );

  return {
    i18n: instance,
    get language() {
      return instance.language as Language;
    },
    async setLanguage(next) {
      if (next === instance.language) return;
      await ensureLoaded(next);
      onLanguageChanged?.(next);
      await instance.changeLanguage(next);
    },
    setCurrency(next) {
      if (next === money) return;
      money = next;
      // Re-renders every useTranslation() of this mount with the new money format.
      void instance.changeLanguage(instance.language);
    },
    complete: () => ensureLoaded(instance.language as Language),
  };
}
