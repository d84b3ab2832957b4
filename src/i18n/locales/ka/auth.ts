import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/auth.ts';

export default {
  signIn: 'შესვლა',
  signingIn: 'შესვლა მიმდინარეობს…',
  required: {
    title: 'გასაგრძელებლად შედით',
    text: 'შეკვეთები, პროფილი და ბონუსები შესვლის შემდეგ არის ხელმისაწვდომი',
  },
  phone: {
    continue: 'გაგრძელება ტელეფონის ნომრით {{host}}-იდან',
    other: 'სხვა გზით შესვლა',
  },
  errors: {
    notAuthorised: 'მომხმარებელი ავტორიზებული არ არის',
    code: 'ამ კოდით შესვლა ვერ მოხერხდა. გთხოვთ, ხელახლა შეხვიდეთ.',
    trackId: 'აპლიკაციით შესვლა ვერ მოხერხდა. სცადეთ ხელახლა.',
  },
} satisfies CatalogueShape<typeof en>;
