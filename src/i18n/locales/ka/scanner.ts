import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/scanner.ts';

export default {
  barcode: {
    title: 'დაასკანერეთ შტრიხკოდი',
    hint: 'მიმართეთ კამერა პროდუქტის შტრიხკოდისკენ',
    enterManually: 'ხელით შეყვანა',
    scan: 'შტრიხკოდის სკანირება',
    unavailable: '„{{name}}“ ახლა ვერ შეიძენთ',
  },
  manual: {
    title: 'შეიყვანეთ შტრიხკოდი',
    label: 'შტრიხკოდი',
    placeholder: '8 ან 13 ციფრი',
    submit: 'პროდუქტის პოვნა',
  },
  qr: {
    title: 'დაასკანერეთ QR-კოდი',
    hint: 'მიმართეთ კამერა თქვენს მაგიდაზე არსებული QR-კოდისკენ',
  },
  camera: {
    deniedTitle: 'კამერაზე წვდომა არ არის',
    deniedText: 'კოდების დასასკანერებლად დაუშვით კამერაზე წვდომა პარამეტრებში',
    unavailable: 'ამ მოწყობილობაზე კამერა მიუწვდომელია',
  },
  fridge: {
    unlock: 'მაცივრის გაღება',
    unlocking: 'მაცივარი იღება…',
    unlocked: 'მაცივარი ღიაა. აიღეთ პროდუქტები და დახურეთ კარი.',
    how: 'გააღეთ მაცივარი, აიღეთ რაც გსურთ, დაასკანერეთ თითოეული პროდუქტის შტრიხკოდი და გადაიხადეთ კალათაში.',
    signIn: 'შედით, რომ გააღოთ მაცივარი',
  },
} satisfies CatalogueShape<typeof en>;
