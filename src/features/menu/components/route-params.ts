/** A route's id segment as a positive whole number; null for anything else ('12abc', '0', '-3'). */
export function positiveId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
