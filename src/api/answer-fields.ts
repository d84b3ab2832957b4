/**
 * Small readers for answers we do not control: a field of the wrong type becomes the caller's fallback
 * instead of an exception deep inside a screen, and numbers sent as strings ("1 500" is not one) are read.
 */
export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const record = (value: unknown): Json => (isRecord(value) ? value : {});

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function num(value: unknown, fallback = 0): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}

export function numOrNull(value: unknown): number | null {
  const parsed = num(value, Number.NaN);
  return Number.isNaN(parsed) ? null : parsed;
}

export const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

export const strOrNull = (value: unknown): string | null => {
  const text = str(value);
  return text === '' ? null : text;
};

export const bool = (value: unknown, fallback = false): boolean =>
  typeof value === 'boolean'
    ? value
    : value === 1 || value === 'true'
      ? true
      : value === 0
        ? false
        : fallback;

/** A document's `data` (or a `{error_code, data}` body's `data`), for the legacy services. */
/** A venue's offset from UTC in minutes, as answers give it: "+05:00", "05:00", "-03:30" or minutes. */
export function utcOffsetOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^([+-])?(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export const dataOf = (body: unknown): unknown => record(body).data;

/** A number the answer must carry (numeric strings read): anything else is refused, not read as a fallback. */
export function requiredNumber(value: unknown, field: string): number {
  const parsed = num(value, Number.NaN);
  if (Number.isNaN(parsed)) throw new Error(`${field} is not a number`);
  return parsed;
}
