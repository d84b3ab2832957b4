import pizza from 'lucide/dist/esm/icons/pizza.mjs';
import utensils from 'lucide/dist/esm/icons/utensils-crossed.mjs';
import { describe, expect, it } from 'vitest';
import { foodArt } from './food-art.ts';

const firstPath = (node: typeof pizza) => String(node[0]?.[1].d);

describe("the sandbox's dish pictures", () => {
  it('draw the dish its English name says, centred and scaled', () => {
    const art = foodArt('Pizza Margherita', 60, 40, 48, '#333');
    expect(art).toContain(`d="${firstPath(pizza)}"`);
    expect(art).toContain('translate(36 16) scale(2)');
  });

  it('draw a plate and cutlery for a name that says no dish', () => {
    expect(foodArt('Combo No 3', 50, 50, 24, '#333')).toContain(`d="${firstPath(utensils)}"`);
  });
});
