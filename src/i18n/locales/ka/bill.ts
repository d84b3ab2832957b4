import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/bill.ts';

export default {
  title: 'ანგარიში',
  table: 'მაგიდა {{number}}',
  waiter: 'მიმტანი',
  contents: 'ანგარიშის შემადგენლობა',
  amount: 'გადასახდელი თანხა',
  bonuses: 'ბონუსები',
  bonusesEarned_one: 'მიიღებთ {{count, number}} ბონუსს',
  bonusesEarned_other: 'მიიღებთ {{count, number}} ბონუსს',
  firstBillCashback: 'მიიღეთ {{percent}}% ქეშბექი აპლიკაციაში გადახდილ პირველ ანგარიშზე',
  pay: 'გადახდა {{amount, money}}',
  paid: 'ანგარიში გადახდილია',
  callWaiter: 'მიმტანის გამოძახება',
  waiterCalled: 'მიმტანი უკვე მოდის',
  waiterAlreadyCalled: 'მიმტანი უკვე გამოძახებულია. გთხოვთ, ერთი წუთი მოიცადოთ.',
  useBonuses: 'გადაიხადეთ {{amount, money}} ბონუსებით',
  signInToPay: 'შედით გადასახდელად',
  toMenu: 'მენიუს გახსნა',
  notFound: {
    title: 'ანგარიში ვერ მოიძებნა',
    text: 'შეამოწმეთ QR-კოდი ან განაახლეთ გვერდი. შეგიძლიათ მიმტანიც გამოიძახოთ.',
  },
} satisfies CatalogueShape<typeof en>;
