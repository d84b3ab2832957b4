import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/profile.ts';

export default {
  title: 'Профиль',
  edit: 'Редактировать профиль',
  fields: {
    name: 'Имя',
    surname: 'Фамилия',
    phone: 'Телефон',
    birthday: 'Дата рождения',
    birthdayPlaceholder: 'ДД/ММ/ГГГГ',
    gender: 'Пол',
  },
  genders: {
    male: 'Мужской',
    female: 'Женский',
  },
  avatar: {
    change: 'Изменить фото',
    remove: 'Удалить фото',
    uploadFailed: 'Не удалось загрузить фото',
    removeFailed: 'Не удалось удалить фото',
    alt: 'Ваше фото',
  },
  saved: 'Профиль сохранён',
  saveFailed: 'Не удалось сохранить профиль',
  draftRestored: 'Несохранённые изменения восстановлены',
  balance: {
    title: 'Бонусы',
    grade: 'Уровень {{grade}}: кешбэк {{percent}}%',
  },
  menu: {
    orders: 'Мои заказы',
    addresses: 'Адреса доставки',
    city: 'Город',
    language: 'Язык',
    faq: 'Вопросы и ответы',
    support: 'Служба поддержки',
    notifications: 'Уведомления о заказах в мессенджере',
    signIn: 'Войти',
    signOut: 'Выйти',
    deleteAccount: 'Удалить аккаунт',
  },
  birthdayForm: {
    title: 'Расскажите о себе',
    text: 'Мы поздравим вас с днём рождения',
    submit: 'Сохранить',
    later: 'Позже',
  },
  deletion: {
    title: 'Удалить аккаунт?',
    text: 'Профиль, адреса и бонусы будут удалены. Аккаунт можно восстановить в течение {{days}} дней, если снова войти.',
    confirm: 'Удалить',
    done: 'Аккаунт удалён',
    failed: 'Не удалось удалить аккаунт',
  },
  terms: {
    title: 'Условия использования изменились',
    text: 'Пожалуйста, прочитайте и примите новые условия, чтобы продолжить пользоваться сервисом.',
    read: 'Прочитать условия',
    accept: 'Принять',
  },
} satisfies CatalogueShape<typeof en>;
