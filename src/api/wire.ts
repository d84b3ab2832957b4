/** Readers for values that arrive from the API: numbers may come as numeric strings, anything may be missing. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, from a number or a numeric string; null otherwise. */
export function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A whole number (ids, counts); null otherwise. */
export function intOf(value: unknown): number | null {
  const number = numberOf(value);
  return number !== null && Number.isInteger(number) ? number : null;
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const nullableTextOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export const flagOf = (value: unknown): boolean => value === true || value === 1 || value === '1';

export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Ids from a list of ids or of normalised resources (`{ id: '9', type: ... }`). */
export function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const entry of value) {
    const id = intOf(isRecord(entry) ? entry.id : entry);
    if (id !== null) ids.push(id);
  }
  return ids;
}
