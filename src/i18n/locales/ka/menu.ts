import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/menu.ts';

export default {
  title: 'მენიუ',
  searchPlaceholder: 'მენიუში ძებნა',
  nothingFound: 'მენიუში ვერაფერი მოიძებნა',
  myFavourites: 'ჩემი რჩეულები',
  categories: {
    bakery: 'საცხობი',
    semifinished: 'ნახევარფაბრიკატები',
    readyMeals: 'მზა კერძები',
  },
  addToFavourites: 'რჩეულებში დამატება',
  removeFromFavourites: 'რჩეულებიდან ამოღება',
  add: 'დამატება',
  addFor: 'დამატება · {{amount, money}}',
  soldOut: 'ამოიწურა',
  unavailable: 'მიუწვდომელია',
  unavailableForService: 'მიუწვდომელია რეჟიმისთვის „{{service}}“',
  cookingTime: 'მომზადების დრო: {{time}}',
  promoLimit: 'აქციის ფასი — შეკვეთაში არაუმეტეს {{count}} ცალი',
  additives: {
    required: 'სავალდებულო',
    optional: 'სურვილისამებრ',
    upTo: '{{count}}-მდე',
  },
  recommended: 'ამასთან ერთად იღებენ',
  frequent: 'ხშირად უკვეთავენ',
  popular: 'პოპულარული',
  table: {
    specify: 'მიუთითეთ მაგიდის ნომერი',
    number: 'მაგიდა {{number}}',
    scanHint: 'დაასკანერეთ თქვენს მაგიდაზე არსებული QR-კოდი',
  },
} satisfies CatalogueShape<typeof en>;
