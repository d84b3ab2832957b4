import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/menu.ts';

export default {
  title: 'Меню',
  searchPlaceholder: 'Поиск по меню',
  nothingFound: 'В меню ничего не найдено',
  myFavourites: 'Моё избранное',
  categories: {
    bakery: 'Выпечка',
    semifinished: 'Полуфабрикаты',
    readyMeals: 'Готовая еда',
  },
  addToFavourites: 'Добавить в избранное',
  removeFromFavourites: 'Убрать из избранного',
  add: 'Добавить',
  addFor: 'Добавить за {{amount, money}}',
  soldOut: 'Закончилось',
  unavailable: 'Недоступно',
  unavailableForService: 'Недоступно для способа «{{service}}»',
  cookingTime: 'Время приготовления: {{time}}',
  promoLimit: 'Акционная цена — не больше {{count}} шт. в заказе',
  additives: {
    required: 'Обязательно',
    optional: 'По желанию',
    upTo: 'До {{count}}',
  },
  recommended: 'С этим берут',
  frequent: 'Часто заказывают',
  popular: 'Популярное',
  table: {
    specify: 'Укажите номер стола',
    number: 'Стол {{number}}',
    scanHint: 'Отсканируйте QR-код на вашем столе',
  },
} satisfies CatalogueShape<typeof en>;
