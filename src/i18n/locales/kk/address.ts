import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/address.ts';

export default {
  list: {
    title: 'Жеткізу мекенжайлары',
    add: 'Мекенжай қосу',
    empty: 'Сақталған мекенжайлар әзірге жоқ',
    guestHint: 'Бірнеше мекенжайды сақтау үшін кіріңіз',
  },
  map: {
    title: 'Жеткізу мекенжайы',
    hint: 'Үйіңізді көрсету үшін картаны жылжытыңыз',
    searchPlaceholder: 'Көше және үй',
    determining: 'Мекенжайды анықтап жатырмыз…',
    confirm: 'Мекенжайды растау',
  },
  form: {
    title: 'Мекенжай мәліметтері',
    label: 'Мекенжай атауы',
    labelPlaceholder: 'Мысалы, Үй немесе Жұмыс',
    home: 'Үй',
    work: 'Жұмыс',
    city: 'Қала',
    street: 'Көше',
    building: 'Үй',
    entrance: 'Подъезд',
    floor: 'Қабат',
    apartment: 'Пәтер немесе кеңсе',
    privateHouse: 'Жеке үй',
    comment: 'Курьерге түсініктеме',
    commentPlaceholder: 'Мысалы, домофон коды',
    save: 'Мекенжайды сақтау',
    delete: 'Мекенжайды жою',
    deleteConfirm: 'Бұл мекенжайды жою керек пе?',
  },
  messages: {
    determineFailed: 'Мекенжайды анықтау мүмкін болмады',
    added: 'Мекенжай қосылды',
    addFailed: 'Мекенжайды қосу мүмкін болмады',
    updated: 'Мекенжай жаңартылды',
    updateFailed: 'Мекенжайды жаңарту мүмкін болмады',
    deleted: 'Мекенжай жойылды',
    deleteFailed: 'Мекенжайды жою мүмкін болмады',
  },
} satisfies CatalogueShape<typeof en>;
