import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/home.ts';

export default {
  title: 'მთავარი',
  categories: {
    promo: { name: 'აქციები', title: 'დაწესებულებები აქციებით' },
    near: { name: 'ახლოს', title: 'დაწესებულებები თქვენთან ახლოს' },
    popular: { name: 'პოპულარული', title: 'მაღალი რეიტინგის დაწესებულებები' },
    recent: { name: 'გამეორება', title: 'თქვენი ბოლო შეკვეთები' },
    sf: { name: 'ნახევარფაბრიკატები', title: 'ნახევარფაბრიკატები' },
    brand: { title: '{{brand}}: ყველა დაწესებულება' },
  },
  shortcuts: 'სწრაფი არჩევანი',
  brands: 'ბრენდები',
  allVenues: 'ყველა დაწესებულება',
  venues_one: '{{count}} დაწესებულება',
  venues_other: '{{count}} დაწესებულება',
  empty: 'აქ ჯერ დაწესებულებები არ არის',
} satisfies CatalogueShape<typeof en>;
