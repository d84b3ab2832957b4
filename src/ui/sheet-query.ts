/**
 * Sheets that any screen may open (the grading sheet from the header balance and from the profile, the care
 * contacts from the profile, the FAQ and an order, the birthday dialog) are named in the query string: a feature opens one
 * without importing the feature that draws it, a reload keeps it open, and src/app draws it. Opening and
 * closing replace the history entry, so Back never reopens a closed sheet.
 */
const SHEET_PARAM = 'sheet';
/** What the sheet is about (the care sheet: the order the guest writes about); it goes with the sheet. */
const ABOUT_PARAM = 'about';
const SHEETS = ['grades', 'care', 'birthday'] as const;
export type SheetName = (typeof SHEETS)[number];

/** The href of the current place with `name` open, or with no sheet open when `name` is null. */
export function sheetHref(location: string, search: string, name: SheetName | null, about?: string): string {
  const params = new URLSearchParams(search);
  params.delete(ABOUT_PARAM);
  if (name) params.set(SHEET_PARAM, name);
  else params.delete(SHEET_PARAM);
  if (name && about) params.set(ABOUT_PARAM, about);
  const rest = params.toString();
  return rest ? `${location}?${rest}` : location;
}

export function openSheet(search: string): SheetName | null {
  const name = new URLSearchParams(search).get(SHEET_PARAM);
  return SHEETS.find((sheet) => sheet === name) ?? null;
}

/** What the open sheet is about, or null. */
export function sheetAbout(search: string): string | null {
  return new URLSearchParams(search).get(ABOUT_PARAM) || null;
}
