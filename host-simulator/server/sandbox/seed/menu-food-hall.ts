import type { CategorySeed, DishSeed, MenuSeed, Quad } from './dish-types.ts';

interface Variant {
  key: string;
  name: Quad;
  factor: number;
}

const VARIANTS: readonly Variant[] = [
  { key: 'mini', name: ['мини', 'мини', 'mini', 'მინი'], factor: 0.6 },
  { key: 'classic', name: ['классикалық', 'классика', 'classic', 'კლასიკური'], factor: 1 },
  { key: 'large', name: ['үлкен', 'большая порция', 'large', 'დიდი'], factor: 1.4 },
  { key: 'family', name: ['отбасылық', 'семейная', 'family size', 'საოჯახო'], factor: 2.6 },
  { key: 'spicy', name: ['ащы', 'острая', 'spicy', 'ცხარე'], factor: 1.05 },
  {
    key: 'vegetarian',
    name: ['вегетариандық', 'вегетарианская', 'vegetarian', 'ვეგეტარიანული'],
    factor: 0.9,
  },
  { key: 'organic', name: ['органикалық', 'органик', 'organic', 'ორგანული'], factor: 1.3 },
  { key: 'farm', name: ['фермерлік', 'фермерская', 'farm', 'ფერმერული'], factor: 1.2 },
  { key: 'homestyle', name: ['үй дәмі', 'по-домашнему', 'homestyle', 'შინაური'], factor: 1.1 },
  { key: 'cheese', name: ['ірімшікпен', 'с сыром', 'with cheese', 'ყველით'], factor: 1.15 },
  { key: 'double', name: ['қос', 'двойная', 'double', 'ორმაგი'], factor: 1.8 },
  { key: 'light', name: ['жеңіл', 'лайт', 'light', 'მსუბუქი'], factor: 0.95 },
  { key: 'premium', name: ['премиум', 'премиум', 'premium', 'პრემიუმ'], factor: 1.5 },
  { key: 'kids', name: ['балаларға', 'детская', 'for kids', 'საბავშვო'], factor: 0.7 },
  { key: 'for-two', name: ['екі адамға', 'на двоих', 'for two', 'ორისთვის'], factor: 2 },
  { key: 'chef', name: ['аспазшыдан', 'от шефа', "chef's special", 'შეფისგან'], factor: 1.6 },
  { key: 'to-share', name: ['бөлісуге', 'для компании', 'to share', 'გასაზიარებელი'], factor: 2.2 },
  { key: 'to-go', name: ['алып кетуге', 'с собой', 'to go', 'წასაღები'], factor: 1 },
  { key: 'herbs', name: ['көкпен', 'с зеленью', 'with herbs', 'მწვანილით'], factor: 1.05 },
  { key: 'xxl', name: ['XXL', 'XXL', 'XXL', 'XXL'], factor: 1.9 },
];

const ROW_NAME: Quad = ['Қатар', 'Ряд', 'Row', 'რიგი'];
const ITEMS_PER_ROW = 50;

function roundPrice(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * The food hall: every stall row sells variants of dishes found elsewhere (1,640 items from 82 dishes
 * x 20 variants), so the large venue needs no translation table of its own. Age-restricted goods are left
 * out; prices follow the variant's factor.
 */
export function buildFoodHallMenu(sources: readonly MenuSeed[]): MenuSeed {
  const pool: DishSeed[] = sources.flatMap((menu) =>
    menu.categories.flatMap((category) => category.dishes.filter((d) => !d.age)),
  );
  const items: DishSeed[] = [];
  for (const variant of VARIANTS) {
    for (const base of pool) {
      const [kk, ru, en, ka] = base.name;
      const [vkk, vru, ven, vka] = variant.name;
      items.push({
        key: `${base.key}--${variant.key}`,
        name: [`${kk}, ${vkk}`, `${ru}, ${vru}`, `${en}, ${ven}`, `${ka}, ${vka}`],
        description: base.description,
        kzt: roundPrice(base.kzt * variant.factor, 10),
        gel: roundPrice(base.gel * variant.factor, 0.5),
        cook: Math.max(3, Math.round(base.cook * Math.min(variant.factor, 1.5))),
        weight: Math.round(base.weight * variant.factor),
        unit: base.unit,
        additives: items.length % 4 === 0 ? ['portion-sauce', 'packaging'] : ['packaging'],
      });
    }
  }
  const categories: CategorySeed[] = [];
  const letters = 'ABCDEFGH';
  for (let start = 0, row = 0; start < items.length; start += ITEMS_PER_ROW, row++) {
    const code = `${letters[Math.floor(row / 5)]}${(row % 5) + 1}`;
    const [kk, ru, en, ka] = ROW_NAME;
    categories.push({
      key: `row-${code}`,
      name: [`${kk} ${code}`, `${ru} ${code}`, `${en} ${code}`, `${ka} ${code}`],
      dishes: items.slice(start, start + ITEMS_PER_ROW),
    });
  }
  return {
    key: 'food-hall',
    categories,
    additiveGroups: [
      {
        key: 'portion-sauce',
        name: ['Тұздық', 'Соус', 'Sauce', 'სოუსი'],
        min: 0,
        max: 2,
        options: [
          { name: ['Қаймақ', 'Сметана', 'Sour cream', 'არაჟანი'], kzt: 150, gel: 0.8 },
          { name: ['Чили', 'Чили', 'Chili', 'ჩილი'], kzt: 150, gel: 0.8 },
        ],
      },
      {
        key: 'packaging',
        name: ['Қаптама', 'Упаковка', 'Packaging', 'შეფუთვა'],
        min: 1,
        max: 1,
        options: [
          { name: ['Қалыпты', 'Стандартная', 'Standard', 'სტანდარტული'], kzt: 0, gel: 0 },
          { name: ['Эко-қорап', 'Эко-коробка', 'Eco box', 'ეკო ყუთი'], kzt: 100, gel: 0.5 },
        ],
      },
    ],
  };
}
