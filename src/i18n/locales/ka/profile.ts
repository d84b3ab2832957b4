import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/profile.ts';

export default {
  title: 'პროფილი',
  edit: 'პროფილის რედაქტირება',
  fields: {
    name: 'სახელი',
    surname: 'გვარი',
    phone: 'ტელეფონი',
    birthday: 'დაბადების თარიღი',
    birthdayPlaceholder: 'დდ/თთ/წწწწ',
    gender: 'სქესი',
  },
  genders: {
    male: 'მამრობითი',
    female: 'მდედრობითი',
  },
  avatar: {
    change: 'ფოტოს შეცვლა',
    remove: 'ფოტოს წაშლა',
    uploadFailed: 'ფოტოს ატვირთვა ვერ მოხერხდა',
    removeFailed: 'ფოტოს წაშლა ვერ მოხერხდა',
    alt: 'თქვენი ფოტო',
  },
  saved: 'პროფილი შენახულია',
  saveFailed: 'პროფილის შენახვა ვერ მოხერხდა',
  draftRestored: 'შეუნახავი ცვლილებები აღდგენილია',
  balance: {
    title: 'ბონუსები',
    grade: 'დონე {{grade}}: {{percent}}% ქეშბექი',
  },
  menu: {
    orders: 'ჩემი შეკვეთები',
    addresses: 'მიწოდების მისამართები',
    city: 'ქალაქი',
    language: 'ენა',
    faq: 'კითხვები და პასუხები',
    support: 'მხარდაჭერის სამსახური',
    notifications: 'შეტყობინებები შეკვეთების შესახებ მესენჯერში',
    signIn: 'შესვლა',
    signOut: 'გასვლა',
    deleteAccount: 'ანგარიშის წაშლა',
  },
  birthdayForm: {
    title: 'მოგვიყევით თქვენ შესახებ',
    text: 'დაბადების დღეს მოგილოცავთ',
    submit: 'შენახვა',
    later: 'მოგვიანებით',
  },
  deletion: {
    title: 'წავშალოთ ანგარიში?',
    text: 'პროფილი, მისამართები და ბონუსები წაიშლება. ანგარიშის აღდგენა {{days}} დღის განმავლობაში შეგიძლიათ, თუ ხელახლა შეხვალთ.',
    confirm: 'წაშლა',
    done: 'ანგარიში წაიშალა',
    failed: 'ანგარიშის წაშლა ვერ მოხერხდა',
  },
  terms: {
    title: 'გამოყენების პირობები შეიცვალა',
    text: 'სერვისით სარგებლობის გასაგრძელებლად გაეცანით და მიიღეთ ახალი პირობები.',
    read: 'პირობების წაკითხვა',
    accept: 'მიღება',
  },
} satisfies CatalogueShape<typeof en>;
