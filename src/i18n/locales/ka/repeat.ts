import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/repeat.ts';

export default {
  title: 'შეკვეთა № {{number}}-ის გამეორება',
  titleLoading: 'შეკვეთის გამეორება',
  checking: 'ვამოწმებთ, რა აქვს დაწესებულებას ახლა…',
  removedTitle: 'აღარ არის ხელმისაწვდომი: ამოღებულია',
  pricesTitle: 'მას შემდეგ ფასები შეიცვალა',
  conflictTitle: 'კალათაში უკვე არის კერძები',
  conflictText: 'ჩავანაცვლოთ ისინი ამ შეკვეთით, თუ დავტოვოთ და შეკვეთა კალათას დავამატოთ?',
  replace: 'კალათის ჩანაცვლება',
  keep: 'დატოვება და დამატება',
  replaceConfirm: {
    title: 'შევცვალოთ კალათა?',
    text: 'კალათაში ახლა არსებული კერძები წაიშლება.',
  },
  continue: 'კალათაში გადასვლა',
  cancel: 'შეკვეთაზე დაბრუნება',
  nothingLeft: 'ამ შეკვეთის არც ერთი კერძის შეკვეთა ახლა შეუძლებელია.',
  openMenu: 'მენიუს გახსნა',
  unsupported: 'ამ შეკვეთის გამეორება შეუძლებელია',
} satisfies CatalogueShape<typeof en>;
