import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/errors-first.ts';

export default {
  serverError: {
    title: 'Ой! Сервер қатесі',
    text: 'Біз жақта бірдеңе дұрыс болмады. Сәл кейінірек қайталап көріңіз.',
    toMainPage: 'Басты бетке өту',
  },
  generic: {
    title: 'Бірдеңе дұрыс болмады',
    text: 'Қайталап көріңіз.',
  },
  network: {
    title: 'Интернет байланысы нашар',
    text: 'Интернетке қосылуды тексеріп, қайталап көріңіз.',
  },
  noRestaurants: 'Таңдалған қалада әзірге мейрамханалар жоқ',
  geolocation: {
    denied: 'Геолокацияға рұқсат жоқ',
    allowHint: 'Жақын мекемелерді табуымыз үшін орналасқан жеріңізге рұқсат беріңіз',
    failed: 'Орналасқан жеріңізді анықтау мүмкін болмады',
  },
} satisfies CatalogueShape<typeof en>;
