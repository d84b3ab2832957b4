import { type Catalogue, type CatalogueShape, joinTexts } from './catalogue.ts';
import type { Language } from './languages.ts';
import type enFirst from './locales/en/first.ts';
import type enRest from './locales/en/rest.ts';

export type LanguageCatalogue = CatalogueShape<Catalogue>;
/** The texts of Home's first screen (locales/<language>/first.ts). */
export type FirstTexts = CatalogueShape<typeof enFirst>;
/** Every other text (locales/<language>/rest.ts); with FirstTexts, deep-merged, the whole catalogue. */
export type LaterTexts = CatalogueShape<typeof enRest>;

/**
 * Two dynamic imports per language, so each part is a chunk of its own and only the languages a mount shows
 * are ever downloaded (the bundler needs the literal paths to split them). The first part is what Home's
 * first screen shows (ADR 0027): 2.9-4.0 KB gzip of a language's 11-15 KB. A first screen that is Home loads
 * it alone and the rest after its first content; any other first screen, and a language switch, loads both.
 */
const FIRST: Readonly<Record<Language, () => Promise<{ default: FirstTexts }>>> = {
  kk: () => import('./locales/kk/first.ts'),
  ru: () => import('./locales/ru/first.ts'),
  en: () => import('./locales/en/first.ts'),
  ka: () => import('./locales/ka/first.ts'),
};

const LATER: Readonly<Record<Language, () => Promise<{ default: LaterTexts }>>> = {
  kk: () => import('./locales/kk/rest.ts'),
  ru: () => import('./locales/ru/rest.ts'),
  en: () => import('./locales/en/rest.ts'),
  ka: () => import('./locales/ka/rest.ts'),
};

export async function loadFirstTexts(language: Language): Promise<FirstTexts> {
  return (await FIRST[language]()).default;
}

export async function loadLaterTexts(language: Language): Promise<LaterTexts> {
  return (await LATER[language]()).default;
}

/** A language's whole catalogue: both parts, asked for at once. */
export async function loadCatalogue(language: Language): Promise<LanguageCatalogue> {
  const [first, later] = await Promise.all([loadFirstTexts(language), loadLaterTexts(language)]);
  return joinTexts(first, later);
}
