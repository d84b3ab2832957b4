import type { IconNode } from 'lucide';
import beef from 'lucide/dist/esm/icons/beef.mjs';
import cake from 'lucide/dist/esm/icons/cake-slice.mjs';
import coffee from 'lucide/dist/esm/icons/coffee.mjs';
import croissant from 'lucide/dist/esm/icons/croissant.mjs';
import cupSoda from 'lucide/dist/esm/icons/cup-soda.mjs';
import drumstick from 'lucide/dist/esm/icons/drumstick.mjs';
import fish from 'lucide/dist/esm/icons/fish.mjs';
import hamburger from 'lucide/dist/esm/icons/hamburger.mjs';
import pizza from 'lucide/dist/esm/icons/pizza.mjs';
import salad from 'lucide/dist/esm/icons/salad.mjs';
import soup from 'lucide/dist/esm/icons/soup.mjs';
import utensils from 'lucide/dist/esm/icons/utensils-crossed.mjs';

/**
 * The sandbox's stand-in for a dish's photo (issue 11 item 8): a food drawing picked from the dish's English
 * seed name, where a real venue would have a photo. Brands and venues keep their initials: they play logos.
 */
const ART: readonly (readonly [RegExp, IconNode])[] = [
  [/pizza|margherita|pepperoni/i, pizza],
  [/burger/i, hamburger],
  [/soup|borscht|sorpa|shorpa|kharcho/i, soup],
  [/salad|caesar/i, salad],
  [/sushi|roll|fish|salmon|trout/i, fish],
  [/chicken|wing|nugget/i, drumstick],
  [/steak|beef|lamb|kebab|shashlik|meat|beshbarmak|plov|manti|lagman/i, beef],
  [/cake|dessert|tiramisu|brownie|cookie|donut|ice cream/i, cake],
  [/bread|croissant|bun|samsa|khachapuri|baursak|pastry|pie/i, croissant],
  [/coffee|espresso|latte|cappuccino|americano|flat white|mocha|tea|cocoa/i, coffee],
  [/juice|lemonade|cola|water|soda|drink|smoothie|kefir|ayran|milk/i, cupSoda],
];

function attributes(attrs: Record<string, string | number | undefined>): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${String(value).replace(/"/g, '&quot;')}"`)
    .join(' ');
}

/** The drawing for `name`, `size` px wide, centred on (cx, cy), stroked in `colour`. */
export function foodArt(name: string, cx: number, cy: number, size: number, colour: string): string {
  const node = ART.find(([pattern]) => pattern.test(name))?.[1] ?? utensils;
  const scale = size / 24;
  const shapes = node.map(([tag, attrs]) => `<${tag} ${attributes(attrs)}/>`).join('');
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`;
}
