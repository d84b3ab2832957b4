import type { Catalogue, CatalogueShape } from './catalogue.ts';
import type { Language } from './languages.ts';

export type LanguageCatalogue = CatalogueShape<Catalogue>;

/**
 * One dynamic import per language, so each catalogue is a chunk of its own and only the languages a
 * mount shows are ever downloaded (the bundler needs the literal paths to split them).
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
