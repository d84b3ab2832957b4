import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/errors-first.ts';

export default {
  serverError: {
    title: 'უი! სერვერის შეცდომა',
    text: 'ჩვენს მხარეს რაღაც შეფერხდა. სცადეთ ცოტა მოგვიანებით.',
    toMainPage: 'მთავარ გვერდზე გადასვლა',
  },
  generic: {
    title: 'რაღაც შეცდომა მოხდა',
    text: 'სცადეთ ხელახლა.',
  },
  network: {
    title: 'ინტერნეტთან კავშირი სუსტია',
    text: 'შეამოწმეთ ინტერნეტთან კავშირი და სცადეთ ხელახლა.',
  },
  noRestaurants: 'არჩეულ ქალაქში ჯერ რესტორნები არ არის',
  geolocation: {
    denied: 'გეოლოკაციაზე წვდომა აკრძალულია',
    allowHint: 'დაუშვით მდებარეობაზე წვდომა, რომ თქვენთან ახლოს მდებარე დაწესებულებები ვიპოვოთ',
    failed: 'თქვენი მდებარეობის დადგენა ვერ მოხერხდა',
  },
} satisfies CatalogueShape<typeof en>;
