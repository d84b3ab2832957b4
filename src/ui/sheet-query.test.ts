import { describe, expect, it } from 'vitest';
import { openSheet, sheetHref } from './sheet-query.ts';

describe('sheets named in the query string', () => {
  it('opens a sheet on the current place and keeps the other parameters', () => {
    expect(sheetHref('/profile', '', 'grades')).toBe('/profile?sheet=grades');
    expect(sheetHref('/filials/15', 'table_id=4', 'grades')).toBe('/filials/15?table_id=4&sheet=grades');
  });

  it('closes it without leaving an empty query', () => {
    expect(sheetHref('/profile', 'sheet=grades', null)).toBe('/profile');
    expect(sheetHref('/filials/15', 'table_id=4&sheet=grades', null)).toBe('/filials/15?table_id=4');
  });

  it('knows only the sheets it can draw', () => {
    expect(openSheet('sheet=grades')).toBe('grades');
    expect(openSheet('sheet=anything')).toBeNull();
    expect(openSheet('')).toBeNull();
  });
});
