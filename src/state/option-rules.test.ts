import { describe, expect, it } from 'vitest';
import { type AdditiveGroup, parseAdditiveGroups } from '../api/additive-groups.ts';
import {
  chosenAdditives,
  firstUnmetGroup,
  groupStatus,
  initialSelection,
  toggleAdditive,
  unitTotal,
} from './option-rules.ts';

const group = (fields: Partial<AdditiveGroup> = {}): AdditiveGroup => ({
  id: 7,
  name: 'Extras',
  min: 0,
  max: 2,
  lastSelected: null,
  additives: [
    { id: 19, name: 'Cheddar', price: 300 },
    { id: 20, name: 'Bacon', price: 500 },
    { id: 21, name: 'Jalapeño', price: 200 },
  ],
  ...fields,
});

describe('option group rules (docs/contract/validation.md#option-groups)', () => {
  it('refuses a choice beyond the maximum and leaves the selection as it was', () => {
    const extras = group({ max: 2 });
    let selection = toggleAdditive(extras, {}, 19).selection;
    selection = toggleAdditive(extras, selection, 20).selection;
    expect(groupStatus(extras, selection)).toEqual({ count: 2, missing: 0, full: true });
    const third = toggleAdditive(extras, selection, 21);
    expect(third.refused).toBe('max');
    expect(third.selection).toBe(selection);
    expect(third.selection[7]).toEqual([19, 20]);
  });

  it('unchecks a chosen additive, which makes room again', () => {
    const extras = group({ max: 2 });
    const full = { 7: [19, 20] };
    const fewer = toggleAdditive(extras, full, 19);
    expect(fewer).toEqual({ selection: { 7: [20] }, refused: null });
    expect(toggleAdditive(extras, fewer.selection, 21).selection[7]).toEqual([20, 21]);
  });

  it('replaces the choice in a group whose max is 1', () => {
    const drink = group({ id: 9, min: 1, max: 1 });
    const first = toggleAdditive(drink, {}, 19).selection;
    expect(toggleAdditive(drink, first, 20)).toEqual({ selection: { 9: [20] }, refused: null });
  });

  it('names the first group short of its minimum, with how many are missing', () => {
    const size = group({ id: 1, min: 1, max: 1 });
    const syrups = group({ id: 2, min: 2, max: 3 });
    expect(firstUnmetGroup([size, syrups], {})?.id).toBe(1);
    expect(firstUnmetGroup([size, syrups], { 1: [19], 2: [20] })?.id).toBe(2);
    expect(groupStatus(syrups, { 2: [20] })).toEqual({ count: 1, missing: 1, full: false });
    expect(firstUnmetGroup([size, syrups], { 1: [19], 2: [20, 21] })).toBeNull();
  });

  it('ignores an additive that is not in the group', () => {
    const extras = group();
    const selection = { 7: [19] };
    expect(toggleAdditive(extras, selection, 999)).toEqual({ selection, refused: null });
  });

  it('opens with the last selection, only where the additives still exist and within the maximum', () => {
    const extras = group({ max: 2, lastSelected: [21, 404, 19, 20] });
    const none = group({ id: 8, lastSelected: null });
    expect(initialSelection([extras, none])).toEqual({ 7: [21, 19] });
    expect(initialSelection([group({ lastSelected: [] })])).toEqual({});
  });

  it('lists the chosen additives as cart lines in the group order, and prices one unit', () => {
    const extras = group();
    const drink = group({
      id: 9,
      min: 1,
      max: 1,
      additives: [{ id: 30, name: 'Milkshake', price: 400 }],
    });
    const additives = chosenAdditives([extras, drink], { 9: [30], 7: [21, 19] });
    expect(additives).toEqual([
      { id: 19, name: 'Cheddar', price: 300, quantity: 1 },
      { id: 21, name: 'Jalapeño', price: 200, quantity: 1 },
      { id: 30, name: 'Milkshake', price: 400, quantity: 1 },
    ]);
    expect(unitTotal(3490, additives)).toBe(4390);
    expect(unitTotal(3490, [])).toBe(3490);
  });
});

describe('parseAdditiveGroups', () => {
  const doc = {
    data: [
      {
        type: 'additive-categories',
        id: '8',
        attributes: { name: 'Sauce', max: 2, position: 1, last_selected: [24] },
        relationships: {
          additives: {
            data: [
              { type: 'additives', id: '24' },
              { type: 'additives', id: '23' },
            ],
            attributes: { min: 0, max: 2 },
          },
        },
      },
      {
        type: 'additive-categories',
        id: '9',
        attributes: { name: 'Combo drink', max: 3, min: 0, position: 0, last_selected: null },
        relationships: {
          additives: { data: [{ type: 'additives', id: '26' }], attributes: { min: 1, max: 1 } },
        },
      },
      {
        type: 'additive-categories',
        id: '10',
        attributes: { name: 'Syrup', max: 3, position: 2 },
        relationships: { additives: { data: [{ type: 'additives', id: '23' }] } },
      },
    ],
    included: [
      { type: 'additives', id: '23', attributes: { name: 'Ketchup', price: 150, position: 0 } },
      { type: 'additives', id: '24', attributes: { name: 'Barbecue', price: '200', position: 1 } },
      { type: 'additives', id: '26', attributes: { name: 'Cola', price: 0, position: 0 } },
    ],
  };

  it('takes min and max from the relationship, in position order, with the options sorted', () => {
    const groups = parseAdditiveGroups(doc);
    expect(groups.map((entry) => entry.id)).toEqual([9, 8, 10]);
    expect(groups[0]).toEqual({
      id: 9,
      name: 'Combo drink',
      min: 1,
      max: 1,
      lastSelected: null,
      additives: [{ id: 26, name: 'Cola', price: 0 }],
    });
    expect(groups[1]).toMatchObject({
      min: 0,
      max: 2,
      lastSelected: [24],
      additives: [
        { id: 23, name: 'Ketchup', price: 150 },
        { id: 24, name: 'Barbecue', price: 200 },
      ],
    });
  });

  it('defaults min to 0 and max to the group’s own max when the relationship carries none', () => {
    expect(parseAdditiveGroups(doc)[2]).toMatchObject({ id: 10, min: 0, max: 3 });
  });

  it('reads nothing from a body that is not a list of groups', () => {
    expect(parseAdditiveGroups({ data: null })).toEqual([]);
    expect(parseAdditiveGroups('<html>')).toEqual([]);
  });
});
