import type { IconNode } from 'lucide';
import apple from 'lucide/dist/esm/icons/apple.mjs';
import beef from 'lucide/dist/esm/icons/beef.mjs';
import beer from 'lucide/dist/esm/icons/beer.mjs';
import cake from 'lucide/dist/esm/icons/cake-slice.mjs';
import carrot from 'lucide/dist/esm/icons/carrot.mjs';
import coffee from 'lucide/dist/esm/icons/coffee.mjs';
import cookingPot from 'lucide/dist/esm/icons/cooking-pot.mjs';
import croissant from 'lucide/dist/esm/icons/croissant.mjs';
import cupSoda from 'lucide/dist/esm/icons/cup-soda.mjs';
import drumstick from 'lucide/dist/esm/icons/drumstick.mjs';
import egg from 'lucide/dist/esm/icons/egg.mjs';
import fish from 'lucide/dist/esm/icons/fish.mjs';
import hamburger from 'lucide/dist/esm/icons/hamburger.mjs';
import iceCream from 'lucide/dist/esm/icons/ice-cream-cone.mjs';
import milk from 'lucide/dist/esm/icons/milk.mjs';
import pizza from 'lucide/dist/esm/icons/pizza.mjs';
import salad from 'lucide/dist/esm/icons/salad.mjs';
import sandwich from 'lucide/dist/esm/icons/sandwich.mjs';
import soup from 'lucide/dist/esm/icons/soup.mjs';
import utensils from 'lucide/dist/esm/icons/utensils-crossed.mjs';
import wine from 'lucide/dist/esm/icons/wine.mjs';

/**
 * What a dish, a category or a venue without a photo is drawn as: a food pictogram chosen from its name, in
 * the four languages guests and venues write (kk, ru, en, ka). Each rule lists word beginnings; a word that
 * begins with one matches (Kazakh, Russian and Georgian add endings to the stem). A stem ending in '.' must be
 * the whole word: short words such as 'су' (water) or 'ет' (meat) begin many others.
 * The first rule that matches wins, so the more particular dishes come before the general words.
 */
const RULES: readonly (readonly [FoodKind, readonly string[]])[] = [
  ['pizza', ['pizza', 'пицц', 'пепперони', 'маргарит', 'პიც']],
  ['burger', ['burger', 'бургер', 'гамбургер', 'чизбургер', 'ბურგერ']],
  [
    'sandwich',
    [
      'sandwich',
      'shawarma',
      'doner',
      'wrap',
      'hotdog',
      'dog.',
      'сэндвич',
      'шаурм',
      'донер',
      'лаваш',
      'хотдог',
      'дог.',
      'шаверм',
      'сендвич',
      'შაურმ',
      'სენდვიჩ',
      'დონერ',
    ],
  ],
  [
    'fish',
    [
      'sushi',
      'roll',
      'fish',
      'salmon',
      'trout',
      'суши',
      'ролл',
      'сашими',
      'рыб',
      'лосос',
      'форел',
      'балық',
      'სუში',
      'როლ',
      'თევზ',
      'ორაგულ',
      'კალმახ',
    ],
  ],
  [
    'soup',
    [
      'soup',
      'borscht',
      'суп',
      'борщ',
      'сорп',
      'шорп',
      'солянк',
      'щи.',
      'уха.',
      'көже',
      'сорпа',
      'სუპ',
      'წვნიან',
      'ხარჩო',
      'ჩიხირთმ',
      'ბორში',
    ],
  ],
  ['salad', ['salad', 'caesar', 'салат', 'цезарь', 'винегрет', 'სალათ', 'ცეზარ']],
  [
    'pot',
    [
      'plov',
      'pilaf',
      'manti',
      'lagman',
      'dumpling',
      'pasta',
      'spaghetti',
      'noodle',
      'khinkali',
      'плов',
      'палау',
      'манты',
      'манти',
      'лагман',
      'пельмен',
      'паста',
      'спагетти',
      'лапш',
      'хинкал',
      'кеспе',
      'бешбармақ',
      'бешбармак',
      'ხინკალ',
      'მაკარონ',
      'ფლავ',
      'ჩაშუშულ',
    ],
  ],
  [
    'chicken',
    [
      'chicken',
      'wing',
      'nugget',
      'кур',
      'цыпл',
      'крыл',
      'наггетс',
      'тауық',
      'ქათამ',
      'ფრთ',
      'ტაბაკ',
      'ჩქმერულ',
    ],
  ],
  [
    'meat',
    [
      'steak',
      'meat',
      'beef',
      'lamb',
      'kebab',
      'shashlik',
      'стейк',
      'мяс',
      'говядин',
      'баранин',
      'шашлык',
      'кебаб',
      'казы',
      'қазы',
      'ет.',
      'етті',
      'қуырдақ',
      'куырдак',
      'ხორც',
      'მწვად',
      'ქაბაბ',
      'ოჯახურ',
    ],
  ],
  [
    'egg',
    [
      'egg',
      'omelet',
      'breakfast',
      'яйц',
      'яичниц',
      'омлет',
      'завтрак',
      'жұмыртқа',
      'таңғы',
      'კვერცხ',
      'ომლეტ',
      'საუზმ',
      'ერბოკვერცხ',
    ],
  ],
  [
    'bakery',
    [
      'bread',
      'croissant',
      'bun',
      'pastry',
      'pie',
      'samsa',
      'khachapuri',
      'bakery',
      'хлеб',
      'круассан',
      'булоч',
      'выпеч',
      'пирож',
      'пирог',
      'самс',
      'бауырсақ',
      'баурсак',
      'нан.',
      'тоқаш',
      'лепеш',
      'ხაჭაპურ',
      'პურ',
      'კრუასან',
      'ფუნთუშ',
      'ლობიან',
    ],
  ],
  ['ice-cream', ['ice.', 'icecream', 'gelato', 'sorbet', 'морожен', 'пломбир', 'балмұздақ', 'ნაყინ']],
  [
    'cake',
    [
      'cake',
      'cheesecake',
      'dessert',
      'tiramisu',
      'brownie',
      'cookie',
      'donut',
      'торт',
      'чизкейк',
      'десерт',
      'тирамису',
      'пирожн',
      'медовик',
      'наполеон',
      'печень',
      'пончик',
      'ტორტ',
      'ნამცხვარ',
      'დესერტ',
      'ჩიზქეიქ',
      'ტირამისუ',
    ],
  ],
  [
    'coffee',
    [
      'coffee',
      'espresso',
      'latte',
      'cappuccino',
      'americano',
      'flat',
      'mocha',
      'tea',
      'cocoa',
      'кофе',
      'эспрессо',
      'латте',
      'капучино',
      'американо',
      'раф',
      'мокко',
      'чай',
      'какао',
      'шай',
      'ყავა',
      'ესპრესო',
      'ლატე',
      'კაპუჩინო',
      'ამერიკანო',
      'ჩაი',
      'კაკაო',
    ],
  ],
  [
    'milk',
    [
      'milk',
      'kefir',
      'ayran',
      'молок',
      'кефир',
      'айран',
      'кумыс',
      'сүт',
      'қымыз',
      'шұбат',
      'რძე',
      'მაწონ',
      'კეფირ',
    ],
  ],
  ['beer', ['beer', 'ale.', 'lager', 'пив', 'сыра', 'ლუდ']],
  ['wine', ['wine', 'вин', 'шарап', 'ღვინ']],
  [
    'drink',
    [
      'drink',
      'juice',
      'lemonade',
      'cola',
      'water',
      'soda',
      'smoothie',
      'напит',
      'сок',
      'лимонад',
      'кола',
      'вода',
      'морс',
      'компот',
      'смузи',
      'сусын',
      'шырын',
      'су.',
      'სასმელ',
      'წვენ',
      'ლიმონათ',
      'წყალ',
      'კოლა',
    ],
  ],
  ['fruit', ['fruit', 'apple', 'berry', 'фрукт', 'яблок', 'ягод', 'жеміс', 'алма', 'ხილ', 'ვაშლ', 'კენკრ']],
  ['vegetables', ['vegetable', 'veggie', 'vegan', 'овощ', 'веган', 'көкөніс', 'ბოსტნეულ', 'ვეგან']],
];

export type FoodKind =
  | 'pizza'
  | 'burger'
  | 'sandwich'
  | 'fish'
  | 'soup'
  | 'salad'
  | 'pot'
  | 'chicken'
  | 'meat'
  | 'egg'
  | 'bakery'
  | 'ice-cream'
  | 'cake'
  | 'coffee'
  | 'milk'
  | 'beer'
  | 'wine'
  | 'drink'
  | 'fruit'
  | 'vegetables'
  | 'dish';

export const FOOD_ICONS: Record<FoodKind, IconNode> = {
  pizza,
  burger: hamburger,
  sandwich,
  fish,
  soup,
  salad,
  pot: cookingPot,
  chicken: drumstick,
  meat: beef,
  egg,
  bakery: croissant,
  'ice-cream': iceCream,
  cake,
  coffee,
  milk,
  beer,
  wine,
  drink: cupSoda,
  fruit: apple,
  vegetables: carrot,
  dish: utensils,
};

function matches(word: string, stem: string): boolean {
  return stem.endsWith('.') ? word === stem.slice(0, -1) : word.startsWith(stem);
}

/**
 * The pictogram for the first of `names` that says what it is (a dish's own name, then its category's, then
 * its venue's); a plate and cutlery when none does.
 */
export function foodKindOf(...names: readonly (string | null | undefined)[]): FoodKind {
  for (const name of names) {
    if (!name) continue;
    const words = name
      .toLocaleLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
    for (const [kind, stems] of RULES) {
      if (words.some((word) => stems.some((stem) => matches(word, stem)))) return kind;
    }
  }
  return 'dish';
}
