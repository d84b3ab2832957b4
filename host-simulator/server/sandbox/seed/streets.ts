import { TBILISI_ID } from './towns.ts';
import type { Quad } from './dish-types.ts';

export interface StreetSeed {
  key: string;
  townId: number;
  name: Quad;
  district: Quad;
  latitude: number;
  longitude: number;
}

const ALMALY: Quad = ['Алмалы ауданы', 'Алмалинский район', 'Almaly district', 'ალმალის რაიონი'];
const MEDEU: Quad = ['Медеу ауданы', 'Медеуский район', 'Medeu district', 'მედეუს რაიონი'];
const BOSTANDYK: Quad = [
  'Бостандық ауданы',
  'Бостандыкский район',
  'Bostandyk district',
  'ბოსტანდიკის რაიონი',
];
const ZHETYSU: Quad = ['Жетісу ауданы', 'Жетысуский район', 'Zhetysu district', 'ჟეტისუს რაიონი'];
const ESIL: Quad = ['Есіл ауданы', 'район Есиль', 'Esil district', 'ესილის რაიონი'];
const SARYARKA: Quad = ['Сарыарқа ауданы', 'район Сарыарка', 'Saryarka district', 'სარიარკის რაიონი'];
const ALMATY_DISTRICT: Quad = ['Алматы ауданы', 'район Алматы', 'Almaty district', 'ალმათის რაიონი'];
const MTATSMINDA: Quad = ['Мтацминда', 'Мтацминда', 'Mtatsminda', 'მთაწმინდა'];
const VAKE: Quad = ['Ваке', 'Ваке', 'Vake', 'ვაკე'];
const CHUGHURETI: Quad = ['Чугурети', 'Чугурети', 'Chughureti', 'ჩუღურეთი'];
const SABURTALO: Quad = ['Сабуртало', 'Сабуртало', 'Saburtalo', 'საბურთალო'];

const street = (
  key: string,
  townId: number,
  name: Quad,
  district: Quad,
  latitude: number,
  longitude: number,
): StreetSeed => ({ key, townId, name, district, latitude, longitude });

/** A small gazetteer: venue addresses, geocoder suggestions and reverse geocoding all come from it. */
export const STREETS: readonly StreetSeed[] = [
  street(
    'abay',
    1,
    ['Абай даңғылы', 'проспект Абая', 'Abay Avenue', 'აბაის გამზირი'],
    ALMALY,
    43.2406,
    76.909,
  ),
  street(
    'dostyk',
    1,
    ['Достық даңғылы', 'проспект Достык', 'Dostyk Avenue', 'დოსტიკის გამზირი'],
    MEDEU,
    43.233,
    76.957,
  ),
  street(
    'panfilov',
    1,
    ['Панфилов көшесі', 'улица Панфилова', 'Panfilov Street', 'პანფილოვის ქუჩა'],
    ALMALY,
    43.256,
    76.946,
  ),
  street(
    'tole-bi',
    1,
    ['Төле би көшесі', 'улица Толе би', 'Tole Bi Street', 'ტოლე ბის ქუჩა'],
    ALMALY,
    43.2545,
    76.912,
  ),
  street(
    'al-farabi',
    1,
    ['Әл-Фараби даңғылы', 'проспект Аль-Фараби', 'Al-Farabi Avenue', 'ალ-ფარაბის გამზირი'],
    BOSTANDYK,
    43.2185,
    76.927,
  ),
  street(
    'zhibek-zholy',
    1,
    ['Жібек жолы даңғылы', 'проспект Жибек Жолы', 'Zhibek Zholy Avenue', 'ჟიბეკ ჟოლის გამზირი'],
    ALMALY,
    43.261,
    76.942,
  ),
  street(
    'satpaev',
    1,
    ['Сәтбаев көшесі', 'улица Сатпаева', 'Satpayev Street', 'სატპაევის ქუჩა'],
    BOSTANDYK,
    43.2375,
    76.915,
  ),
  street(
    'rozybakiev',
    1,
    ['Розыбакиев көшесі', 'улица Розыбакиева', 'Rozybakiev Street', 'როზიბაკიევის ქუჩა'],
    BOSTANDYK,
    43.202,
    76.892,
  ),
  street(
    'raiymbek',
    1,
    ['Райымбек даңғылы', 'проспект Райымбека', 'Raiymbek Avenue', 'რაიიმბეკის გამზირი'],
    ZHETYSU,
    43.272,
    76.9,
  ),
  street(
    'timiryazev',
    1,
    ['Тимирязев көшесі', 'улица Тимирязева', 'Timiryazev Street', 'ტიმირიაზევის ქუჩა'],
    BOSTANDYK,
    43.225,
    76.9,
  ),
  street(
    'kabanbay',
    1,
    ['Қабанбай батыр көшесі', 'улица Кабанбай батыра', 'Kabanbay Batyr Street', 'ყაბანბაი ბატირის ქუჩა'],
    ALMALY,
    43.25,
    76.93,
  ),
  street(
    'samal',
    1,
    ['Самал-2 шағынауданы', 'микрорайон Самал-2', 'Samal-2 microdistrict', 'სამალ-2 მიკრორაიონი'],
    MEDEU,
    43.231,
    76.952,
  ),
  street(
    'mangilik-el',
    2,
    ['Мәңгілік Ел даңғылы', 'проспект Мангилик Ел', 'Mangilik El Avenue', 'მანგილიკ ელის გამზირი'],
    ESIL,
    51.09,
    71.418,
  ),
  street(
    'dostyk-astana',
    2,
    ['Достық көшесі', 'улица Достык', 'Dostyk Street', 'დოსტიკის ქუჩა'],
    ESIL,
    51.128,
    71.43,
  ),
  street(
    'turan',
    2,
    ['Тұран даңғылы', 'проспект Туран', 'Turan Avenue', 'ტურანის გამზირი'],
    ESIL,
    51.131,
    71.403,
  ),
  street(
    'kenesary',
    2,
    ['Кенесары көшесі', 'улица Кенесары', 'Kenesary Street', 'კენესარის ქუჩა'],
    SARYARKA,
    51.168,
    71.428,
  ),
  street(
    'respubliki',
    2,
    ['Республика даңғылы', 'проспект Республики', 'Republic Avenue', 'რესპუბლიკის გამზირი'],
    ALMATY_DISTRICT,
    51.17,
    71.435,
  ),
  street(
    'kabanbay-astana',
    2,
    [
      'Қабанбай батыр даңғылы',
      'проспект Кабанбай батыра',
      'Kabanbay Batyr Avenue',
      'ყაბანბაი ბატირის გამზირი',
    ],
    ESIL,
    51.123,
    71.428,
  ),
  street(
    'abay-astana',
    2,
    ['Абай даңғылы', 'проспект Абая', 'Abay Avenue', 'აბაის გამზირი'],
    SARYARKA,
    51.165,
    71.417,
  ),
  street(
    'rustaveli',
    TBILISI_ID,
    ['Руставели даңғылы', 'проспект Руставели', 'Rustaveli Avenue', 'რუსთაველის გამზირი'],
    MTATSMINDA,
    41.6995,
    44.7985,
  ),
  street(
    'chavchavadze',
    TBILISI_ID,
    ['Чавчавадзе даңғылы', 'проспект Чавчавадзе', 'Chavchavadze Avenue', 'ჭავჭავაძის გამზირი'],
    VAKE,
    41.7095,
    44.757,
  ),
  street(
    'aghmashenebeli',
    TBILISI_ID,
    ['Ағмашенебели даңғылы', 'проспект Агмашенебели', 'Aghmashenebeli Avenue', 'აღმაშენებლის გამზირი'],
    CHUGHURETI,
    41.7135,
    44.8,
  ),
  street(
    'pekini',
    TBILISI_ID,
    ['Пекин даңғылы', 'проспект Пекина', 'Pekini Avenue', 'პეკინის გამზირი'],
    SABURTALO,
    41.7235,
    44.772,
  ),
  street(
    'vazha-pshavela',
    TBILISI_ID,
    ['Важа-Пшавела даңғылы', 'проспект Важа-Пшавела', 'Vazha-Pshavela Avenue', 'ვაჟა-ფშაველას გამზირი'],
    SABURTALO,
    41.7245,
    44.742,
  ),
  street(
    'marjanishvili',
    TBILISI_ID,
    ['Марджанишвили көшесі', 'улица Марджанишвили', 'Marjanishvili Street', 'მარჯანიშვილის ქუჩა'],
    CHUGHURETI,
    41.71,
    44.799,
  ),
];

export function streetByKey(key: string): StreetSeed {
  const found = STREETS.find((s) => s.key === key);
  if (!found) throw new Error(`unknown street ${key}`);
  return found;
}
