import type { Quad } from './dish-types.ts';

export interface UserSeed {
  id: number;
  phone: string;
  email: string | null;
  name: string;
  surname: string;
  bday: string | null;
  gender: 'male' | 'female' | null;
  language: 'kk' | 'ru' | 'en' | 'ka';
  gradeId: number;
  bonus: { KZT: number; GEL: number };
  money: { KZT: number; GEL: number };
  telegramLinked: boolean;
  /** Days before the seeding time; a deleted account inside the 90-day window can still be restored. */
  deletedDaysAgo?: number;
  /** Days since the last bonus transaction: past 365 the bonuses have expired (docs/contract/constants.md#bonus-expiry). */
  lastTxDaysAgo?: number;
  firstBillPaid: boolean;
  note: string;
}

/**
 * Test users, picked on the login page (or by phone through /sandbox/control/grants). The birthday of
 * user 5 is set at seeding time so that he is always 19.
 */
export const USERS: readonly UserSeed[] = [
  {
    id: 1,
    phone: '+77010000001',
    email: 'aigerim@example.kz',
    name: 'Айгерим',
    surname: 'Сериккызы',
    bday: '1992-04-17',
    gender: 'female',
    language: 'ru',
    gradeId: 3,
    bonus: { KZT: 12_500, GEL: 0 },
    money: { KZT: 0, GEL: 0 },
    telegramLinked: true,
    firstBillPaid: true,
    note: 'Regular guest in Almaty: Gold grade, bonuses, two addresses, favourites, past orders, Telegram linked.',
  },
  {
    id: 2,
    phone: '+77010000002',
    email: null,
    name: 'Данияр',
    surname: '',
    bday: null,
    gender: null,
    language: 'kk',
    gradeId: 1,
    bonus: { KZT: 0, GEL: 0 },
    money: { KZT: 0, GEL: 0 },
    telegramLinked: false,
    firstBillPaid: false,
    note: 'New user: no orders, no bonuses, no birthday; first paid bill earns 10% cashback; Telegram not linked.',
  },
  {
    id: 3,
    phone: '+995599000003',
    email: 'nino@example.ge',
    name: 'ნინო',
    surname: 'ბერიძე',
    bday: '1995-09-02',
    gender: 'female',
    language: 'ka',
    gradeId: 2,
    bonus: { KZT: 0, GEL: 25.5 },
    money: { KZT: 0, GEL: 0 },
    telegramLinked: false,
    firstBillPaid: true,
    note: 'Tbilisi guest: Silver grade, bonuses in GEL, an address in Vake.',
  },
  {
    id: 4,
    phone: '+77010000004',
    email: null,
    name: 'Арман',
    surname: 'Касымов',
    bday: '1988-12-01',
    gender: 'male',
    language: 'ru',
    gradeId: 2,
    bonus: { KZT: 3_200, GEL: 0 },
    money: { KZT: 0, GEL: 0 },
    telegramLinked: false,
    deletedDaysAgo: 10,
    firstBillPaid: true,
    note: 'Deleted his account 10 days ago: calls answer 403 account_deleted until POST api/v3/user/restore.',
  },
  {
    id: 5,
    phone: '+77010000005',
    email: null,
    name: 'Тимур',
    surname: 'Ахметов',
    bday: null,
    gender: 'male',
    language: 'en',
    gradeId: 1,
    bonus: { KZT: 800, GEL: 0 },
    money: { KZT: 0, GEL: 0 },
    telegramLinked: false,
    lastTxDaysAgo: 400,
    firstBillPaid: false,
    note: 'Aged 19: orders with alcohol, tobacco or energy drinks are refused (age_restricted). His bonuses expired.',
  },
  {
    id: 6,
    phone: '+77010000006',
    email: 'saule@example.kz',
    name: 'Сауле',
    surname: 'Жумабаева',
    bday: '1979-06-30',
    gender: 'female',
    language: 'kk',
    gradeId: 4,
    bonus: { KZT: 154_300, GEL: 0 },
    money: { KZT: 5_000, GEL: 0 },
    telegramLinked: true,
    firstBillPaid: true,
    note: 'Platinum grade (10%), a balance over 100 000 and money on the wallet.',
  },
];

export const UNDERAGE_USER_ID = 5;

export interface GradeSeed {
  id: number;
  name: Quad;
  cashbackPercent: number;
  /** Spend over the last 30 days (major units, KZT) needed to hold the grade. */
  minSpend: number;
}

/** docs/contract/constants.md#cashback: maximum cashback 10%, example levels 7% and 3%. */
export const GRADES: readonly GradeSeed[] = [
  { id: 1, name: ['Қола', 'Бронза', 'Bronze', 'ბრინჯაო'], cashbackPercent: 3, minSpend: 0 },
  { id: 2, name: ['Күміс', 'Серебро', 'Silver', 'ვერცხლი'], cashbackPercent: 5, minSpend: 30_000 },
  { id: 3, name: ['Алтын', 'Золото', 'Gold', 'ოქრო'], cashbackPercent: 7, minSpend: 80_000 },
  { id: 4, name: ['Платина', 'Платина', 'Platinum', 'პლატინა'], cashbackPercent: 10, minSpend: 200_000 },
];

export const WAITER_NAMES = ['Асель', 'Ерлан', 'Мадина', 'Бауыржан', 'Алия', 'Нурлан', 'Дина', 'Серик'];
export const GEORGIAN_WAITER_NAMES = ['გიორგი', 'მარიამ', 'ლევან', 'თამარ', 'დავით', 'ანა'];
export const COURIER_NAMES = ['Ержан', 'Самат', 'Олжас', 'Руслан', 'Жандос', 'Алибек', 'Дамир', 'Марат'];
export const GEORGIAN_COURIER_NAMES = ['ლაშა', 'ნიკა', 'ირაკლი', 'ზურაბ', 'გიგა'];
