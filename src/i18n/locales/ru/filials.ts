import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/filials.ts';

export default {
  brand: {
    title: 'Бренды',
    choose: 'Выберите бренд, чтобы увидеть его заведения',
    toBrands: 'Выбрать бренд',
    venues: 'Заведения {{brand}}',
    bookTable: 'Забронировать стол',
  },
  booking: {
    title: 'Бронирование стола',
    hint: 'Заведения рядом с вами, где можно сесть за стол',
    needsLocation: 'Чтобы показать заведения для бронирования, нужно ваше местоположение',
  },
  map: {
    title: 'Карта',
    label: 'Карта заведений',
    loading: 'Загружаем карту…',
    failed: 'Не удалось загрузить карту',
    inArea_one: '{{count}} заведение в этой области',
    inArea_few: '{{count}} заведения в этой области',
    inArea_many: '{{count}} заведений в этой области',
    inArea_other: '{{count}} заведения в этой области',
    open: 'Открыть заведение',
    you: 'Вы здесь',
    zoomIn: 'Приблизить',
    zoomOut: 'Отдалить',
    attribution: 'Карта: тайлы песочницы',
  },
} satisfies CatalogueShape<typeof en>;
