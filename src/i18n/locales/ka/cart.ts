import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/cart.ts';

export default {
  title: 'კალათა',
  empty: 'კალათა ცარიელია',
  emptyHint: 'დაამატეთ კერძები მენიუდან',
  toMenu: 'მენიუზე გადასვლა',
  clear: 'კალათის გასუფთავება',
  clearConfirm: 'წავშალოთ ყველაფერი კალათიდან?',
  remove: 'წაშლა',
  increase: 'კიდევ ერთი',
  decrease: 'ერთით ნაკლები',
  quantity: 'რაოდენობა',
  wishes: 'სურვილები შეკვეთისთვის',
  wishesPlaceholder: 'მაგალითად, ხახვის გარეშე',
  name: 'სახელი (არასავალდებულო)',
  paymentType: 'გადახდის საშუალება',
  table: 'მაგიდა',
  howToGet: 'როგორ მიიღოთ შეკვეთა',
  pickupAt: 'გატანა მისამართიდან: {{address}}',
  addToOrder: 'დაამატეთ შეკვეთას',
  summary: {
    order: 'შეკვეთა',
    deliveryFee: 'მიწოდება',
    service: 'მომსახურება {{percent}}%',
    discount: 'ფასდაკლება',
    bonuses: 'ბონუსები',
    total: 'სულ',
  },
  bonuses: {
    use: 'ბონუსებით გადახდა',
    available: 'ხელმისაწვდომია: {{count, number}}',
  },
  checkout: 'შეკვეთის გაფორმება',
  pay: 'გადახდა {{amount, money}}',
  sending: 'თქვენი შეკვეთა იგზავნება...',
} satisfies CatalogueShape<typeof en>;
