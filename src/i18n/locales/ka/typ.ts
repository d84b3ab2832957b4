import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/typ.ts';

export default {
  title: 'გმადლობთ შეკვეთისთვის!',
  paid: 'შეკვეთა გადახდილია',
  orderNumber: 'შეკვეთა № {{number}}',
  bonusesEarned_one: 'მიიღებთ {{count, number}} ბონუსს',
  bonusesEarned_other: 'მიიღებთ {{count, number}} ბონუსს',
  buyMore: 'კიდევ ყიდვა',
  details: 'შეკვეთის დეტალები',
  products: 'პროდუქტები',
  status: 'შეკვეთის სტატუსი',
  confirming: 'გადახდას ვადასტურებთ…',
  cash: 'გადაიხადეთ ნაღდი ფულით მიღებისას',
  notFound: 'ასეთი შეკვეთა ვერ მოიძებნა',
  backToCart: 'კალათაში დაბრუნება და ხელახლა შეკვეთა',
  when: {
    readyBy: 'მზად იქნება',
    readyAt: 'მზად იყო',
    arrives: 'მიტანის დრო',
    deliveredAt: 'მიწოდების დრო',
  },
  place: {
    pickup: 'წაღების ადგილი',
    table: 'მაგიდა',
  },
} satisfies CatalogueShape<typeof en>;
