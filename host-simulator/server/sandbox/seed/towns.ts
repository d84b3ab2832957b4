import type { LocalText } from '../http/language.ts';

export interface TownSeed {
  id: number;
  key: string;
  country: 'kz' | 'ge';
  latitude: number;
  longitude: number;
  title: LocalText;
  /** In the extended list only (docs/contract/entities.md#towns). */
  extended?: boolean;
}

/** Kazakhstan has kept one time zone, UTC+5, since March 2024; Georgia is UTC+4 without summer time. */
export const UTC_OFFSET_MINUTES = { kz: 300, ge: 240 } as const;
export const CURRENCY_OF = { kz: 'KZT', ge: 'GEL' } as const;

/** Not a town of docs/contract/entities.md#towns (whose ids stop at 24): the sandbox adds it for the Georgian venues. */
export const TBILISI_ID = 101;

const town = (
  id: number,
  key: string,
  latitude: number,
  longitude: number,
  [kk, ru, en, ka]: [string, string, string, string],
  extended = false,
): TownSeed => ({
  id,
  key,
  country: 'kz',
  latitude,
  longitude,
  title: { kk, ru, en, ka },
  ...(extended ? { extended } : {}),
});

/** The towns of docs/contract/entities.md#towns with their city-centre coordinates; Turkestan and Zhezkazgan have none there. */
export const TOWNS: readonly TownSeed[] = [
  town(1, 'almaty', 43.2389, 76.8897, ['Алматы', 'Алматы', 'Almaty', 'ალმათი']),
  town(2, 'astana', 51.1282, 71.4307, ['Астана', 'Астана', 'Astana', 'ასტანა']),
  town(3, 'shymkent', 42.3417, 69.5901, ['Шымкент', 'Шымкент', 'Shymkent', 'შიმკენტი']),
  town(4, 'semey', 50.4111, 80.2275, ['Семей', 'Семей', 'Semey', 'სემეი']),
  town(5, 'karaganda', 49.8047, 73.1094, ['Қарағанды', 'Караганда', 'Karaganda', 'ყარაგანდა']),
  town(6, 'atyrau', 47.0945, 51.9238, ['Атырау', 'Атырау', 'Atyrau', 'ატირაუ']),
  town(7, 'aktau', 43.6481, 51.1722, ['Ақтау', 'Актау', 'Aktau', 'აქტაუ']),
  town(8, 'pavlodar', 52.2873, 76.9674, ['Павлодар', 'Павлодар', 'Pavlodar', 'პავლოდარი']),
  town(9, 'temirtau', 50.0547, 72.9647, ['Теміртау', 'Темиртау', 'Temirtau', 'ტემირტაუ']),
  town(10, 'aktobe', 50.2839, 57.167, ['Ақтөбе', 'Актобе', 'Aktobe', 'აქტობე']),
  town(11, 'uralsk', 51.2278, 51.3865, ['Орал', 'Уральск', 'Uralsk', 'ურალსკი']),
  town(12, 'taldykorgan', 45.0156, 78.3739, ['Талдықорған', 'Талдыкорган', 'Taldykorgan', 'ტალდიკორგანი']),
  town(13, 'kyzylorda', 44.8488, 65.4823, ['Қызылорда', 'Кызылорда', 'Kyzylorda', 'ყიზილორდა']),
  town(14, 'turkestan', 0, 0, ['Түркістан', 'Туркестан', 'Turkestan', 'თურქესტანი'], true),
  town(15, 'ekibastuz', 51.7236, 75.3229, ['Екібастұз', 'Экибастуз', 'Ekibastuz', 'ეკიბასტუზი'], true),
  town(16, 'petropavlovsk', 54.8667, 69.15, [
    'Петропавл',
    'Петропавловск',
    'Petropavlovsk',
    'პეტროპავლოვსკი',
  ]),
  town(17, 'kostanay', 53.2144, 63.6246, ['Қостанай', 'Костанай', 'Kostanay', 'კოსტანაი']),
  town(18, 'kokshetau', 53.2833, 69.3833, ['Көкшетау', 'Кокшетау', 'Kokshetau', 'კოკშეტაუ']),
  town(19, 'taraz', 42.9, 71.3667, ['Тараз', 'Тараз', 'Taraz', 'ტარაზი']),
  town(20, 'ust-kamenogorsk', 49.9483, 82.6278, [
    'Өскемен',
    'Усть-Каменогорск',
    'Ust-Kamenogorsk',
    'უსტ-კამენოგორსკი',
  ]),
  town(21, 'rudny', 52.9667, 63.1167, ['Рудный', 'Рудный', 'Rudny', 'რუდნი'], true),
  town(22, 'balkhash', 46.8481, 74.995, ['Балқаш', 'Балхаш', 'Balkhash', 'ბალხაში'], true),
  town(23, 'zhezkazgan', 0, 0, ['Жезқазған', 'Жезказган', 'Zhezkazgan', 'ჟეზყაზღანი'], true),
  town(24, 'konaev', 43.8667, 77.0667, ['Қонаев', 'Конаев', 'Konaev', 'კონაევი']),
  {
    id: TBILISI_ID,
    key: 'tbilisi',
    country: 'ge',
    latitude: 41.7151,
    longitude: 44.8271,
    title: { kk: 'Тбилиси', ru: 'Тбилиси', en: 'Tbilisi', ka: 'თბილისი' },
  },
];
