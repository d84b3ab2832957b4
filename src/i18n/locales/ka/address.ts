import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/address.ts';

export default {
  list: {
    title: 'მიწოდების მისამართები',
    add: 'მისამართის დამატება',
    empty: 'შენახული მისამართები ჯერ არ არის',
    guestHint: 'შედით, რომ რამდენიმე მისამართი შეინახოთ',
  },
  map: {
    title: 'მიწოდების მისამართი',
    hint: 'გადაადგილეთ რუკა, რომ თქვენი შენობა მიუთითოთ',
    searchPlaceholder: 'ქუჩა და შენობა',
    determining: 'მისამართი დგინდება…',
    confirm: 'მისამართის დადასტურება',
  },
  form: {
    title: 'მისამართის დეტალები',
    label: 'მისამართის სახელი',
    labelPlaceholder: 'მაგალითად, სახლი ან სამსახური',
    home: 'სახლი',
    work: 'სამსახური',
    city: 'ქალაქი',
    street: 'ქუჩა',
    building: 'შენობა',
    entrance: 'სადარბაზო',
    floor: 'სართული',
    apartment: 'ბინა ან ოფისი',
    privateHouse: 'კერძო სახლი',
    comment: 'კომენტარი კურიერისთვის',
    commentPlaceholder: 'მაგალითად, დომოფონის კოდი',
    save: 'მისამართის შენახვა',
    delete: 'მისამართის წაშლა',
    deleteConfirm: 'წავშალოთ ეს მისამართი?',
  },
  messages: {
    determineFailed: 'მისამართის დადგენა ვერ მოხერხდა',
    added: 'მისამართი დაემატა',
    addFailed: 'მისამართის დამატება ვერ მოხერხდა',
    updated: 'მისამართი განახლდა',
    updateFailed: 'მისამართის განახლება ვერ მოხერხდა',
    deleted: 'მისამართი წაიშალა',
    deleteFailed: 'მისამართის წაშლა ვერ მოხერხდა',
  },
} satisfies CatalogueShape<typeof en>;
