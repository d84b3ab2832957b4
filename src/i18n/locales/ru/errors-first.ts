import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/errors-first.ts';

export default {
  serverError: {
    title: 'Упс! Ошибка сервера',
    text: 'Что-то пошло не так на нашей стороне. Попробуйте ещё раз чуть позже.',
    toMainPage: 'Перейти на главную',
  },
  generic: {
    title: 'Что-то пошло не так',
    text: 'Попробуйте ещё раз.',
  },
  network: {
    title: 'Плохое соединение с интернетом',
    text: 'Проверьте подключение к интернету и попробуйте снова.',
  },
  noRestaurants: 'В выбранном городе пока нет ресторанов',
  geolocation: {
    denied: 'Доступ к геолокации запрещён',
    allowHint: 'Разрешите доступ к местоположению, чтобы мы нашли заведения рядом с вами',
    failed: 'Не удалось определить ваше местоположение',
  },
} satisfies CatalogueShape<typeof en>;
