import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/bill.ts';

export default {
  title: 'Счёт',
  table: 'Стол {{number}}',
  waiter: 'Официант',
  contents: 'Состав счёта',
  amount: 'Сумма к оплате',
  bonuses: 'Бонусы',
  bonusesEarned_one: 'Вы получите {{count, number}} бонус',
  bonusesEarned_few: 'Вы получите {{count, number}} бонуса',
  bonusesEarned_many: 'Вы получите {{count, number}} бонусов',
  bonusesEarned_other: 'Вы получите {{count, number}} бонуса',
  firstBillCashback: 'Получите {{percent}}% кешбэка за первый счёт, оплаченный в приложении',
  pay: 'Оплатить {{amount, money}}',
  paid: 'Счёт оплачен',
  callWaiter: 'Позвать официанта',
  waiterCalled: 'Официант уже идёт',
  waiterAlreadyCalled: 'Официант уже вызван. Подождите минуту.',
  useBonuses: 'Оплатить бонусами {{amount, money}}',
  signInToPay: 'Войдите, чтобы оплатить',
  toMenu: 'Открыть меню',
  notFound: {
    title: 'Счёт не найден',
    text: 'Проверьте QR-код или обновите страницу. Также можно позвать официанта.',
  },
} satisfies CatalogueShape<typeof en>;
