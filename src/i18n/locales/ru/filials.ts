import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/filials.ts';

export default {
  list: {
    title: 'Заведения',
    showMap: 'Карта',
    showList: 'Список',
    far: 'Далеко',
    distance: '{{distance, distance}} от вас',
  },
  brand: {
    title: 'Бренды',
    venues: 'Заведения {{brand}}',
  },
  booking: {
    title: 'Бронирование стола',
  },
  details: {
    title: 'О заведении',
    address: 'Адрес',
    phone: 'Телефон',
    workingHours: 'Часы работы',
    break: 'Перерыв {{from}}–{{to}}',
    roundTheClock: 'Круглосуточно',
    closesAt: 'Закроется в {{time, time}}',
    opensAt: 'Откроется в {{time, time}}',
    open: 'Открыто',
    closed: 'Закрыто',
    rush: 'Сейчас много заказов: приготовление может занять больше времени',
    socialNetworks: 'Социальные сети',
  },
} satisfies CatalogueShape<typeof en>;
