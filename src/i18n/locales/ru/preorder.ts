import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/preorder.ts';

export default {
  title: 'Счёт · заказ № {{number}}',
  titleLoading: 'Счёт',
  open: 'Счёт',
  waiter: 'Официант',
  paid: 'Счёт оплачен',
  due: 'К оплате: {{amount}}',
  payOnlineHint: 'Оплатите онлайн сейчас или попросите у официанта терминал',
  payWaiter: 'Оплата наличными официанту',
  sums: 'Суммы',
  next: 'Что можно сделать дальше',
  pay: 'Оплатить {{amount}} онлайн',
  payFailed: 'Оплата не прошла. Можно попробовать ещё раз.',
  notFound: {
    title: 'Не удалось найти этот счёт',
    text: 'Возможно, ссылка неверна или заказ оформлен с другого аккаунта. Войдите по номеру телефона, с которого делали заказ.',
  },
} satisfies CatalogueShape<typeof en>;
