import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/profile.ts';

export default {
  title: 'Профиль',
  edit: 'Профильді өңдеу',
  fields: {
    name: 'Аты',
    surname: 'Тегі',
    phone: 'Телефон',
    birthday: 'Туған күні',
    birthdayPlaceholder: 'КК/АА/ЖЖЖЖ',
    gender: 'Жынысы',
  },
  genders: {
    male: 'Ер',
    female: 'Әйел',
  },
  avatar: {
    change: 'Фотоны өзгерту',
    remove: 'Фотоны жою',
    uploadFailed: 'Фотоны жүктеу мүмкін болмады',
    removeFailed: 'Фотоны жою мүмкін болмады',
    alt: 'Сіздің фотоңыз',
  },
  saved: 'Профиль сақталды',
  saveFailed: 'Профильді сақтау мүмкін болмады',
  draftRestored: 'Сақталмаған өзгерістер қалпына келтірілді',
  balance: {
    title: 'Бонустар',
    grade: '{{grade}} деңгейі: {{percent}}% кешбэк',
  },
  menu: {
    orders: 'Менің тапсырыстарым',
    addresses: 'Жеткізу мекенжайлары',
    city: 'Қала',
    language: 'Тіл',
    faq: 'Сұрақтар мен жауаптар',
    support: 'Қолдау қызметі',
    notifications: 'Мессенджердегі тапсырыс хабарламалары',
    signIn: 'Кіру',
    signOut: 'Шығу',
    deleteAccount: 'Аккаунтты жою',
  },
  birthdayForm: {
    title: 'Өзіңіз туралы айтыңыз',
    text: 'Біз сізді туған күніңізбен құттықтаймыз',
    submit: 'Сақтау',
    later: 'Кейінірек',
  },
  deletion: {
    title: 'Аккаунтты жою керек пе?',
    text: 'Профиль, мекенжайлар мен бонустар жойылады. Қайта кірсеңіз, аккаунтты {{days}} күн ішінде қалпына келтіруге болады.',
    confirm: 'Жою',
    done: 'Аккаунт жойылды',
    failed: 'Аккаунтты жою мүмкін болмады',
  },
  terms: {
    title: 'Пайдалану шарттары өзгерді',
    text: 'Қызметті пайдалануды жалғастыру үшін жаңа шарттарды оқып, қабылдаңыз.',
    read: 'Шарттарды оқу',
    accept: 'Қабылдау',
  },
} satisfies CatalogueShape<typeof en>;
