import type { MenuCategory } from './menu.ts';

/**
 * Fixed heights in CSS pixels (menu.css holds the same numbers). Fixed rows let the list place any row by
 * arithmetic, so a 1,500-item menu renders only the rows on screen, without measuring anything.
 */
export const ROW_HEIGHTS = { category: 56, item: 112, itemWithoutPhoto: 84 } as const;

export type MenuRow =
  | { kind: 'category'; key: string; categoryId: number }
  | { kind: 'item'; key: string; categoryId: number; itemId: number; showPhoto: boolean };

export interface MenuLayout {
  rows: MenuRow[];
  /** Top of each row, from the top of the list. */
  offsets: number[];
  total: number;
  /** Row index of each category's heading. */
  headingRow: ReadonlyMap<number, number>;
}

const rowHeight = (row: MenuRow): number =>
  row.kind === 'category'
    ? ROW_HEIGHTS.category
    : row.showPhoto
      ? ROW_HEIGHTS.item
      : ROW_HEIGHTS.itemWithoutPhoto;

/** One heading row per non-empty category, then its items; items the menu does not know are left out. */
export function layoutMenu(
  categories: readonly MenuCategory[],
  known: (itemId: number) => boolean,
): MenuLayout {
  const rows: MenuRow[] = [];
  const offsets: number[] = [];
  const headingRow = new Map<number, number>();
  let total = 0;
  const push = (row: MenuRow) => {
    rows.push(row);
    offsets.push(total);
    total += rowHeight(row);
  };
  for (const category of categories) {
    const itemIds = category.itemIds.filter(known);
    if (itemIds.length === 0) continue;
    headingRow.set(category.id, rows.length);
    push({ kind: 'category', key: `c${category.id}`, categoryId: category.id });
    for (const itemId of itemIds) {
      push({
        kind: 'item',
        key: `${category.id}:${itemId}`,
        categoryId: category.id,
        itemId,
        showPhoto: category.showPhoto,
      });
    }
  }
  return { rows, offsets, total, headingRow };
}

/** The last row whose top is at or above `y` (binary search over the sorted offsets); 0 for an empty list. */
export function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle] as number) <= y) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The rows to render for a viewport showing list pixels [top, bottom), with `overscan` pixels more on each
 * side so a quick flick does not show blank space before the next frame. End is exclusive.
 */
export function visibleRows(
  layout: Pick<MenuLayout, 'offsets' | 'total'>,
  top: number,
  bottom: number,
  overscan: number,
): { start: number; end: number } {
  const from = top - overscan;
  const to = bottom + overscan;
  if (layout.offsets.length === 0 || to <= 0 || from >= layout.total) return { start: 0, end: 0 };
  const start = rowAt(layout.offsets, Math.max(0, from));
  // The row holding the last visible pixel (to - 1) is the last one rendered.
  const end = rowAt(layout.offsets, Math.min(layout.total, to) - 1) + 1;
  return { start, end };
}

/** The category whose section holds list pixel `y` (the one the tabs mark as current). */
export function categoryAt(layout: MenuLayout, y: number): number | null {
  const row = layout.rows[rowAt(layout.offsets, Math.max(0, y))];
  return row ? row.categoryId : null;
}
