import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/typ.ts';

export default {
  title: 'Спасибо за заказ!',
  paid: 'Заказ оплачен',
  orderNumber: 'Заказ № {{number}}',
  bonusesEarned_one: 'Вы получите {{count, number}} бонус',
  bonusesEarned_few: 'Вы получите {{count, number}} бонуса',
  bonusesEarned_many: 'Вы получите {{count, number}} бонусов',
  bonusesEarned_other: 'Вы получите {{count, number}} бонуса',
  buyMore: 'Купить ещё',
  details: 'Детали заказа',
  products: 'Товары',
  status: 'Статус заказа',
  confirming: 'Подтверждаем оплату…',
  cash: 'Оплатите наличными при получении',
  notFound: 'Такой заказ не найден',
  backToCart: 'Вернуться в корзину и заказать снова',
  when: {
    readyBy: 'Будет готов к',
    readyAt: 'Приготовлен в',
    arrives: 'Привезём',
    deliveredAt: 'Доставлен в',
  },
  place: {
    pickup: 'Заберите здесь',
    table: 'Стол',
  },
} satisfies CatalogueShape<typeof en>;
