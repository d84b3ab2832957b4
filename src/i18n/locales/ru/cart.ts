import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/cart.ts';

export default {
  title: 'Корзина',
  empty: 'Корзина пуста',
  emptyHint: 'Добавьте блюда из меню',
  toMenu: 'Перейти в меню',
  clear: 'Очистить корзину',
  clearConfirm: 'Удалить всё из корзины?',
  remove: 'Удалить',
  increase: 'Ещё одну',
  decrease: 'На одну меньше',
  quantity: 'Количество',
  wishes: 'Пожелания к заказу',
  wishesPlaceholder: 'Например, без лука',
  name: 'Имя (необязательно)',
  paymentType: 'Способ оплаты',
  table: 'Стол',
  howToGet: 'Как получить заказ',
  pickupAt: 'Самовывоз по адресу {{address}}',
  addToOrder: 'Добавьте к заказу',
  summary: {
    order: 'Заказ',
    deliveryFee: 'Доставка',
    service: 'Обслуживание {{percent}}%',
    discount: 'Скидка',
    bonuses: 'Бонусы',
    total: 'Итого',
  },
  bonuses: {
    use: 'Оплатить бонусами',
    available: 'Доступно: {{count, number}}',
  },
  checkout: 'Оформить заказ',
  pay: 'Оплатить {{amount, money}}',
  sending: 'Отправляем ваш заказ...',
} satisfies CatalogueShape<typeof en>;
