import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/delivery.ts';

export default {
  banners: {
    weather: {
      title: 'Доставка может занять больше времени',
      text: 'Из-за погоды курьеры едут медленнее. Если заказ опоздает, мы вернём деньги в течение 1 рабочего дня.',
    },
    nightShift: {
      title: 'Ночная доставка может задержаться',
      text: 'Ночью работает меньше курьеров. Если заказ опоздает, мы вернём деньги в течение 1 рабочего дня.',
    },
    closed: {
      title: 'Доставка закрыта',
      text: 'Сейчас заведение не доставляет. Закажите с собой или загляните позже.',
    },
  },
  tariffs: {
    title: 'Способ доставки',
    fastest: 'Быстрее всего',
    free: 'Бесплатная доставка',
    cost: 'Доставка {{amount, money}}',
    toNextTier: 'Добавьте ещё {{amount, money}}, и доставка станет дешевле',
    discount: 'Скидка на доставку {{amount, money}}',
    toNextTierAmount: 'Добавьте ещё {{amount}}, и доставка станет дешевле',
  },
  address: 'Доставка по адресу {{address}}',
  lateRefund:
    'Вернём деньги в течение 1 рабочего дня, если заказ опоздает из-за непогоды или во время ночной смены',
} satisfies CatalogueShape<typeof en>;
