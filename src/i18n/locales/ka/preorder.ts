import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/preorder.ts';

export default {
  title: 'ანგარიში · შეკვეთა № {{number}}',
  titleLoading: 'ანგარიში',
  open: 'ანგარიში',
  waiter: 'მიმტანი',
  paid: 'ანგარიში გადახდილია',
  due: 'გადასახდელი: {{amount}}',
  payOnlineHint: 'გადაიხადეთ ონლაინ ახლავე ან სთხოვეთ მიმტანს ბარათის ტერმინალი',
  payWaiter: 'გადაუხადეთ მიმტანს ნაღდი ფულით',
  sums: 'თანხები',
  next: 'რისი გაკეთება შეგიძლიათ შემდეგ',
  pay: 'გადაიხადეთ {{amount}} ონლაინ',
  payFailed: 'გადახდა ვერ შესრულდა. შეგიძლიათ სცადოთ ხელახლა.',
  notFound: {
    title: 'ეს ანგარიში ვერ მოიძებნა',
    text: 'შესაძლოა ბმული არასწორია, ან შეკვეთა სხვა ანგარიშიდან გაკეთდა. შედით იმ ტელეფონის ნომრით, რომლითაც შეუკვეთეთ.',
  },
} satisfies CatalogueShape<typeof en>;
