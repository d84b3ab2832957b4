import type { Catalogue, CatalogueShape } from './catalogue.ts';
import type { Language } from './languages.ts';

export type LanguageCatalogue = CatalogueShape<Catalogue>;

/**
 * One dynamic import per language, so each catalogue is a chunk of its own and only the languages a
 * mount shows are ever downloaded (the bundler needs the literal paths to split them).
 *
 * Not split further by screen: measured in 2026-11 (esbuild, minified, UTF-8, gzip) a whole language is
 * 8.3-8.6 KB (kk, ru, ka) and 6.5 KB (en); the texts every screen needs (common, nav, errors,
 * validation, auth) are 3.5 KB of that. Loading per screen would save about 4 KB at the first paint and
 * cost a request and a suspended render on each screen's first visit.
 */
const LOADERS: Readonly<Record<Language, () => Promise<{ default: LanguageCatalogue }>>> = {
  kk: () => import('./locales/kk/index.ts'),
  ru: () => import('./locales/ru/index.ts'),
  en: () => import('./locales/en/index.ts'),
  ka: () => import('./locales/ka/index.ts'),
};

export async function loadCatalogue(language: Language): Promise<LanguageCatalogue> {
  return (await LOADERS[language]()).default;
}
