import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/bill.ts';

export default {
  title: 'Шот',
  table: '{{number}}-үстел',
  waiter: 'Даяшы',
  contents: 'Шот құрамы',
  amount: 'Төлейтін сома',
  bonuses: 'Бонустар',
  bonusesEarned_one: 'Сіз {{count, number}} бонус аласыз',
  bonusesEarned_other: 'Сіз {{count, number}} бонус аласыз',
  firstBillCashback: 'Қосымшада төленген алғашқы шот үшін {{percent}}% кешбэк алыңыз',
  pay: '{{amount, money}} төлеу',
  paid: 'Шот төленді',
  callWaiter: 'Даяшыны шақыру',
  waiterCalled: 'Даяшы келе жатыр',
  waiterAlreadyCalled: 'Даяшы шақырылды. Бір минут күте тұрыңыз.',
  useBonuses: 'Бонуспен {{amount, money}} төлеу',
  signInToPay: 'Төлеу үшін кіріңіз',
  toMenu: 'Мәзірді ашу',
  notFound: {
    title: 'Шот табылмады',
    text: 'QR-кодты тексеріңіз немесе бетті жаңартыңыз. Даяшыны да шақыруға болады.',
  },
} satisfies CatalogueShape<typeof en>;
