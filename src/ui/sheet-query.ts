/**
 * Sheets that any screen may open (the grading sheet from the header balance and from the profile, the
 * birthday dialog) are
 * named in the query string: a feature opens one without importing the feature that draws it, a reload
 * keeps it open, and src/app draws it. Opening and closing replace the history entry, so Back never
 * reopens a closed sheet.
 */
const SHEET_PARAM = 'sheet';
export type SheetName = 'grades' | 'birthday';
const SHEET_NAMES: readonly SheetName[] = ['grades', 'birthday'];

/** The href of the current place with `name` open, or with no sheet open when `name` is null. */
export function sheetHref(location: string, search: string, name: SheetName | null): string {
  const params = new URLSearchParams(search);
  if (name) params.set(SHEET_PARAM, name);
  else params.delete(SHEET_PARAM);
  const rest = params.toString();
  return rest ? `${location}?${rest}` : location;
}

export function openSheet(search: string): SheetName | null {
  const name = new URLSearchParams(search).get(SHEET_PARAM);
  return SHEET_NAMES.find((known) => known === name) ?? null;
}
