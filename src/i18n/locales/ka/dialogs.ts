import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/dialogs.ts';

export default {
  copy: {
    action: 'კოპირება',
    copied: 'დაკოპირდა',
    failed: 'კოპირება ვერ მოხერხდა',
  },
  ageRestriction: {
    title: 'შეგისრულდათ 21 წელი?',
    paragraph1: 'ეს განყოფილება შეიცავს თამბაქოს ნაწარმს, ალკოჰოლს და ენერგეტიკულ სასმელებს.',
    paragraph2: 'კანონით აკრძალულია მათი მიყიდვა 21 წლამდე პირებზე.',
    paragraph3: 'დადასტურებით აცხადებთ, რომ 21 წელი შეგისრულდათ.',
    no: 'არა',
    confirm: 'დიახ, 21 წლის ან მეტის ვარ',
  },
  appDownload: {
    title: 'ჩამოტვირთეთ აპლიკაცია',
    text: 'აპლიკაციაში შეკვეთა უფრო სწრაფია და ბონუსებიც გროვდება',
    download: 'ჩამოტვირთვა',
    later: 'ახლა არა',
  },
  sendingOrder: {
    title: 'თქვენი შეკვეთა იგზავნება...',
    hint: 'გთხოვთ, ნუ დახურავთ გვერდს',
  },
  tablet: {
    title: 'შეუკვეთეთ აქ',
    touch: 'შეკვეთა ეკრანიდან',
    scan: 'QR-კოდის დასკანერება ტელეფონით',
    nameTitle: 'რა გქვიათ?',
    namePlaceholder: 'თქვენი სახელი',
    takeaway: 'წასაღებად',
    inHall: 'დარბაზში',
    orderNumber: 'თქვენი შეკვეთის ნომერი',
    rememberNumber: 'დაიმახსოვრეთ შეკვეთის ნომერი: შეკვეთის მზადყოფნისას მას გამოვაცხადებთ',
    newOrder: 'ახალი შეკვეთა',
  },
} satisfies CatalogueShape<typeof en>;
