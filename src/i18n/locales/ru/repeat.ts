import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/repeat.ts';

export default {
  title: 'Повтор заказа № {{number}}',
  titleLoading: 'Повтор заказа',
  checking: 'Проверяем, что сейчас есть в заведении…',
  removedTitle: 'Больше недоступно: убрано',
  pricesTitle: 'С тех пор изменились цены',
  conflictTitle: 'В корзине уже есть блюда',
  conflictText: 'Заменить их этим заказом или оставить и добавить заказ в корзину?',
  replace: 'Заменить корзину',
  keep: 'Оставить и добавить',
  replaceConfirm: {
    title: 'Заменить корзину?',
    text: 'Блюда, которые сейчас в корзине, будут удалены.',
  },
  continue: 'Перейти в корзину',
  cancel: 'Вернуться к заказу',
  nothingLeft: 'Ни одно блюдо из этого заказа сейчас нельзя заказать.',
  openMenu: 'Открыть меню',
  unsupported: 'Этот заказ нельзя повторить',
} satisfies CatalogueShape<typeof en>;
