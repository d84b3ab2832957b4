import { describe, expect, it } from 'vitest';
import { openSheet, sheetAbout, sheetHref } from './sheet-query.ts';

describe('sheets named in the query string', () => {
  it('opens a sheet on the current place and keeps the other parameters', () => {
    expect(sheetHref('/profile', '', 'grades')).toBe('/profile?sheet=grades');
    expect(sheetHref('/filials/15', 'table_id=4', 'grades')).toBe('/filials/15?table_id=4&sheet=grades');
  });

  it('closes it without leaving an empty query', () => {
    expect(sheetHref('/profile', 'sheet=grades', null)).toBe('/profile');
    expect(sheetHref('/filials/15', 'table_id=4&sheet=grades', null)).toBe('/filials/15?table_id=4');
  });

  it('carries what the sheet is about, and drops it with the sheet', () => {
    const open = sheetHref('/orders/7', 'tab=1', 'care', 'A-1007');
    expect(open).toBe('/orders/7?tab=1&sheet=care&about=A-1007');
    expect(sheetAbout(open.split('?')[1] ?? '')).toBe('A-1007');
    expect(sheetHref('/orders/7', 'tab=1&sheet=care&about=A-1007', null)).toBe('/orders/7?tab=1');
    expect(sheetHref('/profile', 'sheet=care&about=A-1007', 'care')).toBe('/profile?sheet=care');
    expect(sheetAbout('sheet=care')).toBeNull();
  });

  it('knows only the sheets it can draw', () => {
    expect(openSheet('sheet=grades')).toBe('grades');
    expect(openSheet('sheet=care')).toBe('care');
    expect(openSheet('sheet=anything')).toBeNull();
    expect(openSheet('')).toBeNull();
  });
});
