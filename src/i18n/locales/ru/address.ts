import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/address.ts';

export default {
  list: {
    title: 'Адреса доставки',
    add: 'Добавить адрес',
    empty: 'Сохранённых адресов пока нет',
    guestHint: 'Войдите, чтобы сохранять несколько адресов',
  },
  map: {
    title: 'Адрес доставки',
    hint: 'Передвиньте карту, чтобы указать ваш дом',
    searchPlaceholder: 'Улица и дом',
    determining: 'Определяем адрес…',
    confirm: 'Подтвердить адрес',
  },
  form: {
    title: 'Детали адреса',
    label: 'Название адреса',
    labelPlaceholder: 'Например, Дом или Работа',
    home: 'Дом',
    work: 'Работа',
    city: 'Город',
    street: 'Улица',
    building: 'Дом',
    entrance: 'Подъезд',
    floor: 'Этаж',
    apartment: 'Квартира или офис',
    privateHouse: 'Частный дом',
    comment: 'Комментарий для курьера',
    commentPlaceholder: 'Например, код домофона',
    save: 'Сохранить адрес',
    delete: 'Удалить адрес',
    deleteConfirm: 'Удалить этот адрес?',
  },
  messages: {
    determineFailed: 'Не удалось определить адрес',
    added: 'Адрес добавлен',
    addFailed: 'Не удалось добавить адрес',
    updated: 'Адрес обновлён',
    updateFailed: 'Не удалось обновить адрес',
    deleted: 'Адрес удалён',
    deleteFailed: 'Не удалось удалить адрес',
  },
} satisfies CatalogueShape<typeof en>;
