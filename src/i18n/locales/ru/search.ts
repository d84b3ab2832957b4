import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/search.ts';

export default {
  title: 'Поиск',
  placeholder: 'Заведение, блюдо или товар',
  fieldLabel: 'Поиск заведений, блюд и товаров',
  cancel: 'Отмена',
  back: 'Назад',
  showOnMap: 'Показать на карте',
  serviceSwitcher: 'Как вы хотите получить заказ',
  balance: 'Бонусный баланс: {{count, number}}',
  history: {
    title: 'Вы искали',
    clear: 'Очистить историю',
  },
  suggestions: 'Подсказки',
  suggestionCount_one: '{{count}} подсказка',
  suggestionCount_few: '{{count}} подсказки',
  suggestionCount_many: '{{count}} подсказок',
  suggestionCount_other: '{{count}} подсказки',
  submit: 'Найти',
  atVenue: 'в заведении {{venue}}',
  oldPrice: 'было {{amount, money}}',
  unavailable: 'Сейчас недоступно',
  results: {
    venues: 'Заведения',
    dishes: 'Блюда',
  },
  nothingFound: 'По запросу «{{query}}» ничего не найдено',
  tryAnother: 'Попробуйте изменить запрос',
} satisfies CatalogueShape<typeof en>;
