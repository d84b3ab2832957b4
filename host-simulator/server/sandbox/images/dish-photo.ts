/**
 * The sandbox's stand-ins for a venue's food photos (issue 29 §5): a dish drawn in colour on a plate, seen
 * from above, as a delivery app's photo shows it. Drawn from code, a few hundred bytes each, and never with a
 * caption: a picture reads the same in every language. The dish is chosen from its English seed name; a name
 * that says no dish gets a plated meal, never a symbol that could contradict it.
 * Every drawing lives in a 100 x 100 box centred on (50, 50); `place` moves and scales it.
 */

export type DishKind =
  | 'pizza'
  | 'khachapuri'
  | 'burger'
  | 'fries'
  | 'dumplings'
  | 'soup'
  | 'noodles'
  | 'salad'
  | 'plov'
  | 'skewers'
  | 'chicken'
  | 'egg'
  | 'pancakes'
  | 'cake'
  | 'croissant'
  | 'samsa'
  | 'bread'
  | 'coffee'
  | 'tea'
  | 'drink'
  | 'cola'
  | 'water'
  | 'wine'
  | 'milk'
  | 'beer'
  | 'tarragon'
  | 'sauce'
  | 'meal';

/** The first rule that matches wins: the particular dishes ("Chicken burger", "Cheesecake") come first. */
const RULES: readonly (readonly [DishKind, RegExp])[] = [
  ['pizza', /pizza|margherita|pepperoni/i],
  ['khachapuri', /khachapuri/i],
  ['burger', /burger|combo|chickpea patty/i],
  ['fries', /fries|wedges|onion rings/i],
  ['dumplings', /khinkali|manty|manti|pelmeni|vareniki|dumpling/i],
  ['noodles', /lagman|noodle/i],
  ['soup', /soup|borscht|sorpa|shorpa|shurpa|broth|kharcho|chakapuli/i],
  ['salad', /salad|caesar|pkhali|achichuk|vegetables/i],
  ['plov', /plov|rice|beshbarmak|kuyrdak|ojakhuri|potato|ready meal/i],
  ['skewers', /shashl|mtsvadi|kebab|steak|beef|lamb|pork|meat|cutlet|barbecue|liver/i],
  ['chicken', /chicken|nugget|wing|turkey/i],
  ['pancakes', /syrniki|pancake|blin/i],
  ['egg', /egg|omelette|breakfast/i],
  ['cake', /cake|dessert|medovik|muffin|pie|ice cream|brownie|cookie/i],
  ['croissant', /croissant|cinnamon roll|bun/i],
  ['samsa', /samsa|baursak/i],
  ['bread', /bread|toast|sandwich|bakery|semi-finished/i],
  ['tarragon', /tarragon/i],
  ['beer', /beer|lager/i],
  ['coffee', /coffee|espresso|americano|cappuccino|latte|flat white|\braf\b|mocha/i],
  ['tea', /\btea\b|chai/i],
  ['cola', /cola|kompot/i],
  ['wine', /wine|saperavi/i],
  ['milk', /ayran|shubat|milk|kefir/i],
  ['water', /water|borjomi|chacha/i],
  ['drink', /lemonade|juice|energy|drink/i],
  ['sauce', /sauce|ketchup|adjika|tkemali|satsebeli|sour cream|syrup/i],
];

export function dishKindOf(name: string): DishKind {
  return RULES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'meal';
}

const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, turn = 0) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${turn ? ` transform="rotate(${turn} ${cx} ${cy})"` : ''}/>`;
const path = (d: string, fill: string, stroke = '') =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1.5" stroke-linecap="round"` : ''}/>`;

/** Points around a circle, for toppings and pieces laid out on a plate. */
function ring(count: number, radius: number, start = 0): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const angle = start + (i * 2 * Math.PI) / count;
    return [
      Math.round((50 + radius * Math.cos(angle)) * 10) / 10,
      Math.round((50 + radius * Math.sin(angle)) * 10) / 10,
    ];
  });
}

const PLATE = `${circle(52, 53, 42, 'rgb(0 0 0 / 18%)')}${circle(50, 50, 42, '#fbfaf7')}${circle(50, 50, 33, '#f1eee8')}`;
const BOWL = `${circle(52, 53, 40, 'rgb(0 0 0 / 18%)')}${circle(50, 50, 40, '#f6f3ee')}${circle(50, 50, 34, '#e3ddd3')}`;
const CUP = (fill: string) =>
  `${circle(52, 53, 40, 'rgb(0 0 0 / 15%)')}${circle(50, 50, 40, '#fbfaf7')}${path('M78 44h14a6 6 0 0 1 0 12H78z', '#fbfaf7')}${circle(50, 50, 27, '#ece7df')}${circle(50, 50, 23, fill)}`;

/** A glass seen from above: its drink, ice, a slice of garnish and a straw. */
const glass = (drink: string, garnish: string) =>
  `${circle(52, 53, 34, 'rgb(0 0 0 / 15%)')}${circle(50, 50, 34, '#e2eef2')}${circle(50, 50, 29, drink)}${[
    [42, 42],
    [58, 46],
    [48, 58],
  ]
    .map(([x, y]) => path(`M${(x as number) - 6} ${(y as number) - 6}h12v12h-12z`, 'rgb(255 255 255 / 45%)'))
    .join('')}${circle(62, 60, 6, garnish)}${path('M50 50L82 18', 'none', '#d6453a')}`;

const DRAWINGS: Record<DishKind, string> = {
  pizza: `${PLATE}${circle(50, 50, 36, '#d89a4e')}${circle(50, 50, 31, '#c8412b')}${ring(7, 20, 0.3)
    .map(([x, y]) => ellipse(x, y, 7, 5, '#f6d98a', x))
    .join('')}${ring(6, 14, 0.8)
    .concat([[50, 50]])
    .map(([x, y]) => circle(x, y, 4.5, '#9e2a1c'))
    .join('')}${ellipse(38, 58, 4, 2, '#3f8a3a', 30)}${ellipse(62, 40, 4, 2, '#3f8a3a', -20)}`,
  khachapuri: `${PLATE}${path('M14 50C26 28 74 28 86 50C74 72 26 72 14 50z', '#d4913f')}${ellipse(50, 50, 26, 13, '#f7dd8c')}${ellipse(50, 50, 8, 7, '#f2a81d')}${circle(56, 48, 3, '#f7f0d8')}`,
  burger: `${PLATE}${ellipse(50, 66, 30, 9, '#d08b3c')}${ellipse(50, 58, 32, 8, '#6b3a1f')}${path('M20 54l8 6 6-5 7 6 7-6 7 6 7-6 6 5 8-6v-4H20z', '#f2b632')}${path('M18 50c3 4 7 2 10 4s7-2 10 1 7-2 10 1 7-3 10 0 7-2 10 0 6 0 6-6z', '#5aa23c')}${path('M19 48C19 22 81 22 81 48z', '#e19a45')}${[
    [36, 34],
    [48, 30],
    [60, 34],
    [42, 40],
    [56, 41],
  ]
    .map(([x, y]) => ellipse(x as number, y as number, 2, 1.1, '#fbeed2', 20))
    .join('')}`,
  fries: `${PLATE}${[30, 38, 46, 54, 62, 70]
    .map((x, i) => path(`M${x} ${28 + (i % 3) * 4}h5v30h-5z`, '#f4c542'))
    .join('')}${path('M26 48h48l-6 30H32z', '#c8302a')}${path('M40 58h20', 'none', '#f5e6c8')}`,
  dumplings: `${PLATE}${ring(5, 19, -1.57)
    .concat([[50, 50]])
    .map(
      ([x, y]) => `${circle(x, y, 11, '#f3ead7')}${circle(x, y, 7, '#e6d8bb')}${circle(x, y, 3, '#d9c6a0')}`,
    )
    .join('')}${circle(78, 76, 3, '#2f5f2a')}`,
  soup: `${BOWL}${circle(50, 50, 30, '#c4452f')}${ellipse(40, 44, 6, 3, '#f3e7cf', 20)}${circle(60, 56, 4, '#e8a33d')}${circle(46, 60, 3, '#e8a33d')}${ellipse(58, 40, 3, 1.5, '#3f8a3a', -30)}${ellipse(44, 52, 3, 1.5, '#3f8a3a', 40)}${circle(52, 48, 5, '#fbf6ea')}`,
  noodles: `${BOWL}${circle(50, 50, 30, '#d98a3a')}${[36, 42, 48, 54, 60]
    .map((y) => path(`M24 ${y}c8-6 14 6 22 0s14 6 22 0 8 4 8 4`, 'none', '#f6df9c'))
    .join(
      '',
    )}${circle(42, 40, 5, '#7a3f22')}${circle(60, 62, 5, '#7a3f22')}${ellipse(62, 40, 5, 2.5, '#3f8a3a', 30)}${circle(38, 62, 4, '#d8412a')}`,
  salad: `${PLATE}${ring(8, 18, 0.2)
    .map(([x, y], i) => ellipse(x, y, 12, 7, i % 2 ? '#6cb043' : '#4c9a3a', i * 45))
    .join('')}${ring(4, 12, 0.9)
    .map(([x, y]) => circle(x, y, 6, '#d9352a'))
    .join('')}${ring(3, 20, 1.7)
    .map(([x, y]) => `${circle(x, y, 5, '#a7cf72')}${circle(x, y, 3, '#e4f0c6')}`)
    .join('')}${circle(50, 50, 5, '#f5f0e2')}`,
  plov: `${PLATE}${ellipse(50, 52, 32, 26, '#e8b04c')}${ring(14, 20, 0.1)
    .map(([x, y], i) => ellipse(x, y, 5, 1.4, '#e0702b', i * 31))
    .join('')}${ring(5, 9, 0.5)
    .map(([x, y]) => circle(x, y, 5, '#7a4424'))
    .join('')}${circle(50, 50, 6, '#f3efe0')}${circle(50, 50, 3, '#e9e1c6')}`,
  skewers: `${PLATE}${[38, 58]
    .map(
      (y) =>
        `${path(`M14 ${y + 4}L86 ${y - 4}`, 'none', '#b89467')}${[26, 38, 50, 62, 74]
          .map((x, i) => ellipse(x, y + 2 - (x - 50) / 10, 6, 5, i % 2 ? '#8a4a24' : '#6e3518'))
          .join('')}`,
    )
    .join('')}${ring(3, 24, 1.2)
    .map(
      ([x, y]) =>
        `${circle(x, y + 8, 5, 'none')}${circle(x, y + 8, 4, '#f0e4f0')}${circle(x, y + 8, 2.5, '#f9f6fb')}`,
    )
    .join('')}${ellipse(30, 70, 5, 2.5, '#3f8a3a', 20)}`,
  chicken: `${PLATE}${[
    [36, 40, -30],
    [62, 44, 20],
    [48, 64, 80],
  ]
    .map(
      ([x, y, turn]) =>
        `<g transform="rotate(${turn} ${x} ${y})">${ellipse(x as number, y as number, 13, 9, '#c9772f')}${path(`M${(x as number) + 10} ${(y as number) - 2}h10v4h-10z`, '#f3e6cf')}${circle((x as number) + 21, (y as number) - 2.5, 2.5, '#f3e6cf')}${circle((x as number) + 21, (y as number) + 2.5, 2.5, '#f3e6cf')}</g>`,
    )
    .join('')}${circle(70, 70, 6, '#f2dd9a')}`,
  egg: `${PLATE}${path('M26 46c-2-14 16-20 26-16s22 0 24 12-6 22-20 24-32 0-30-20z', '#fdfcf6')}${circle(48, 48, 9, '#f4a51c')}${circle(46, 46, 3, '#fbd36b')}${ellipse(70, 66, 8, 3, '#d84a2f', 30)}${ellipse(30, 68, 5, 2.5, '#3f8a3a', -20)}`,
  pancakes: `${PLATE}${[
    [38, 44],
    [60, 42],
    [48, 62],
  ]
    .map(
      ([x, y]) =>
        `${circle(x as number, y as number, 13, '#c47a2c')}${circle(x as number, y as number, 11, '#e4a552')}${circle((x as number) - 3, (y as number) - 3, 4, '#efc27c')}`,
    )
    .join(
      '',
    )}${circle(66, 64, 7, '#fbf8f0')}${circle(72, 36, 3, '#9c1e3a')}${circle(76, 41, 3, '#9c1e3a')}${circle(70, 42, 3, '#4b2c6a')}${ellipse(30, 64, 4, 2, '#3f8a3a', 30)}`,
  cake: `${PLATE}${path('M24 64L50 24 76 64z', '#f3e3c6')}${path('M24 64L50 24 76 64 74 70H26z', '#e9d3a8')}${path('M30 56h40', 'none', '#8a4b26')}${path('M35 48h30', 'none', '#8a4b26')}${path('M24 64L50 24 76 64', 'none', '#7a3e1d')}${circle(50, 32, 4, '#c0283a')}`,
  croissant: `${PLATE}${path('M16 60C14 40 30 30 50 30S86 40 84 60C78 62 72 58 70 52C64 58 58 58 50 56C42 58 36 58 30 52C28 58 22 62 16 60z', '#d88d35')}${path('M30 52C34 42 40 36 44 34M50 56V31M70 52C66 42 60 36 56 34', 'none', '#a85f1e')}${path('M20 58C20 48 24 44 30 40M80 58C80 48 76 44 70 40', 'none', '#b86c24')}`,
  samsa: `${PLATE}${[
    [38, 42],
    [62, 46],
    [48, 64],
  ]
    .map(
      ([x, y]) =>
        `${path(`M${(x as number) - 14} ${(y as number) + 9}L${x} ${(y as number) - 13}L${(x as number) + 14} ${(y as number) + 9}z`, '#d6923f')}${circle(x as number, y as number, 1.5, '#f6e7c6')}${circle((x as number) - 3, (y as number) + 4, 1.2, '#3a2a1c')}`,
    )
    .join('')}`,
  bread: `${PLATE}${circle(50, 50, 34, '#c97e34')}${circle(50, 50, 20, '#e4ad62')}${ring(10, 9, 0)
    .map(([x, y]) => circle(x, y, 1.5, '#8a5424'))
    .join('')}${ring(12, 27, 0.2)
    .map(([x, y]) => circle(x, y, 1.2, '#f6ecd6'))
    .join('')}`,
  coffee: `${CUP('#7a4a2a')}${path('M50 58c-12-8-10-16-4-16 3 0 4 2 4 4 0-2 1-4 4-4 6 0 8 8-4 16z', '#f1dcc0')}`,
  tea: `${CUP('#b96b1f')}${circle(58, 44, 8, '#f5e45a')}${circle(58, 44, 6, '#fbf3a8')}${path('M58 38v12M52 44h12', 'none', '#f5e45a')}`,
  drink: glass('#e9a72c', '#f4d23a'),
  cola: glass('#4a2616', '#d9352a'),
  water: glass('#cfe6ee', '#8cc7d6'),
  wine: glass('#7a1730', '#e3d2d8'),
  milk: glass('#f7f3e8', '#d8e8c8'),
  beer: `${circle(52, 53, 34, 'rgb(0 0 0 / 15%)')}${circle(50, 50, 34, '#e2eef2')}${circle(50, 50, 29, '#fbf3da')}${ring(
    9,
    20,
    0,
  )
    .map(([x, y]) => circle(x, y, 6, '#fffaf0'))
    .join('')}${circle(50, 50, 14, '#f1dca0')}`,
  tarragon: glass('#5fb548', '#f4f0d0'),
  sauce: `${BOWL}${circle(50, 50, 28, '#c8412b')}${ellipse(42, 42, 8, 4, 'rgb(255 255 255 / 30%)', -30)}`,
  meal: `${PLATE}${ellipse(40, 44, 16, 11, '#8a4a24', -20)}${path('M30 40q10-6 20 2', 'none', '#6a3418')}${ring(
    5,
    6,
    0,
  )
    .map(([x, y]) => circle(x + 14, y + 14, 5, '#efd38f'))
    .join(
      '',
    )}${ellipse(36, 66, 8, 5, '#4c9a3a', 20)}${ellipse(44, 68, 6, 4, '#6cb043', -20)}${circle(66, 38, 4, '#d9352a')}`,
};

/** One dish drawn into a w x h box, `scale` of it from above, centred on (cx, cy) in the box's units. */
export function placeDish(kind: DishKind, cx: number, cy: number, size: number): string {
  const scale = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${DRAWINGS[kind]}</g>`;
}
