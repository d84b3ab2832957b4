import { describe, expect, it } from 'vitest';
import { dishKindOf } from './dish-photo.ts';

describe("the sandbox's dish photos", () => {
  it('draw the dish the English seed name says, the particular dish before the general word', () => {
    expect(
      ['Syrniki', 'Chicken burger', 'Cheesecake', 'Cheese khinkali', 'Draft beer', 'Raf coffee', 'Plov'].map(
        dishKindOf,
      ),
    ).toEqual(['pancakes', 'burger', 'cake', 'dumplings', 'beer', 'coffee', 'plov']);
  });

  it('draw a plated meal for a name that says no dish', () => {
    expect(dishKindOf('Hookah')).toBe('meal');
  });
});
