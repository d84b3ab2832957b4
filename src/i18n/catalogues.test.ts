import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './languages.ts';
import en from './locales/en/index.ts';
import ka from './locales/ka/index.ts';
import kk from './locales/kk/index.ts';
import ru from './locales/ru/index.ts';

const CATALOGUES: Record<Language, unknown> = { kk, ru, en, ka };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** 'a.b_one' -> value, for every string leaf. */
function flatten(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof tree === 'object' && tree !== null) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, tree);
  }
  return out;
}

interface Entry {
  /** Plural forms present ('' for a plain key). */
  forms: Set<string>;
  values: string[];
}

/** Groups plural forms under their base key, as i18next resolves them. */
function entries(catalogue: unknown): Map<string, Entry> {
  const grouped = new Map<string, Entry>();
  for (const [path, value] of flatten(catalogue)) {
    const form = PLURAL_SUFFIX.exec(path)?.[1] ?? '';
    const base = form ? path.slice(0, -form.length - 1) : path;
    const entry = grouped.get(base) ?? { forms: new Set(), values: [] };
    entry.forms.add(form);
    entry.values.push(typeof value === 'string' ? value : `<${typeof value}>`);
    grouped.set(base, entry);
  }
  return grouped;
}

/** The variables and their formats of a text: '{{count, number}} x {{name}}' -> ['count,number', 'name']. */
function variables(values: string[]): string[] {
  const found = new Set<string>();
  for (const value of values) {
    for (const match of value.matchAll(/\{\{([^}]+)\}\}/g)) {
      found.add(
        match[1]!
          .split(',')
          .map((part) => part.trim())
          .join(','),
      );
    }
  }
  return [...found].sort();
}

const reference = entries(en);

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const catalogue = entries(CATALOGUES[language]);
  const categories = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);

  it('has every key of the English catalogue and no other', () => {
    expect([...catalogue.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('has no empty or non-string text', () => {
    const empty = [...flatten(CATALOGUES[language])].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('has exactly the plural forms Intl.PluralRules names for the language, and plurals only where English has them', () => {
    for (const [key, entry] of catalogue) {
      const plural = reference.get(key)?.forms.has('') === false;
      expect({ key, forms: [...entry.forms].sort() }).toEqual({
        key,
        forms: plural ? [...categories].sort() : [''],
      });
    }
  });

  it('uses the same interpolation variables and formats as English in every text', () => {
    for (const [key, entry] of catalogue) {
      expect({ key, variables: variables(entry.values) }).toEqual({
        key,
        variables: variables(reference.get(key)?.values ?? []),
      });
    }
  });
});

/** Words that stay in Latin letters in every language: QR, and the names of the navigation apps. */
const LATIN_EVERYWHERE = /\b(QR|2GIS|Apple|Google|Yandex)\b/g;

function letters(text: string): string {
  return text.replace(/\{\{[^}]+\}\}/g, '').replace(LATIN_EVERYWHERE, '');
}

describe('the texts are written in each language, not copied from English', () => {
  const scripts: Record<Language, { must: RegExp; mustNot: RegExp }> = {
    kk: { must: /\p{Script=Cyrillic}/u, mustNot: /[A-Za-z\p{Script=Georgian}]/u },
    ru: { must: /\p{Script=Cyrillic}/u, mustNot: /[A-Za-z\p{Script=Georgian}]/u },
    ka: { must: /\p{Script=Georgian}/u, mustNot: /[A-Za-z\p{Script=Cyrillic}]/u },
    en: { must: /[A-Za-z]/, mustNot: /[\p{Script=Cyrillic}\p{Script=Georgian}]/u },
  };

  it.each(LANGUAGES)('%s texts with letters use only the language’s script', (language) => {
    const { must, mustNot } = scripts[language];
    const wrong = [...flatten(CATALOGUES[language])]
      .map(([key, value]) => [key, letters(String(value))] as const)
      .filter(([, text]) => /\p{L}/u.test(text) && (!must.test(text) || mustNot.test(text)));
    expect(wrong).toEqual([]);
  });

  it('Kazakh is not Russian under another name: most texts differ', () => {
    const same = [...flatten(kk)].filter(([key, value]) => flatten(ru).get(key) === value);
    // Town names, loanwords and units legitimately match; whole sentences must not.
    expect(same.every(([, value]) => String(value).split(' ').length <= 3)).toBe(true);
    expect(same.length).toBeLessThan(flatten(kk).size / 5);
  });
});

describe('the contract’s texts are present verbatim in English', () => {
  it.each([
    ['errors.serverError.title', 'Oops! Server error'],
    ['auth.errors.notAuthorised', 'User is not authorised'],
    ['validation.incorrect', 'Enter correct information'],
    ['validation.typeCorrectly', 'Type correctly'],
    ['validation.required', 'Fill in the field'],
    ['validation.maxReached', 'You selected the max number of positions'],
    ['common.greeting.guest', 'Hi, guest'],
    ['cart.sending', 'Sending your order...'],
    ['dialogs.sendingOrder.title', 'Sending your order...'],
    ['errors.terminalNotFound', 'Terminal is not found'],
    ['debugbar.button', 'Debugbar'],
    ['debugbar.noLogs', 'No logs'],
    ['debugbar.noRequests', 'No requests'],
    ['debugbar.pending', 'Pending'],
    ['debugbar.clearRequests', 'Clear requests'],
  ])('%s', (key, text) => {
    expect(flatten(en).get(key)).toBe(text);
  });

  it('names a town for every town id of docs/contract/entities.md#towns', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24];
    expect(
      Object.keys(en.places.towns)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids);
  });
});
