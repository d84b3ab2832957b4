import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/repeat-first.ts';

export default {
  action: 'გამეორება',
  actionLabel: 'შეკვეთა № {{number}}-ის გამეორება',
  home: {
    title: 'ბოლო შეკვეთის გამეორება',
    items_one: '{{count}} პოზიცია',
    items_other: '{{count}} პოზიცია',
  },
} satisfies CatalogueShape<typeof en>;
