import type { MenuItem } from './menu-item.ts';

/** Lower-cased, without combining marks, so 'Кофе' finds 'кофе' and 'cafe' finds 'café'. */
function fold(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase(locale);
}

/**
 * docs/contract/validation.md#search-input: the query is trimmed; an empty one finds nothing. Every word of the query must occur in the
 * item's name or description; items whose name matches come first, then the rest in menu order.
 */
export function searchMenu(items: Iterable<MenuItem>, query: string, locale = 'en'): MenuItem[] {
  const words = fold(query.trim(), locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const byName: MenuItem[] = [];
  const byText: MenuItem[] = [];
  for (const item of items) {
    const name = fold(item.name, locale);
    if (words.every((word) => name.includes(word))) {
      byName.push(item);
      continue;
    }
    const text = `${name} ${fold(item.description, locale)}`;
    if (words.every((word) => text.includes(word))) byText.push(item);
  }
  return [...byName, ...byText];
}
