import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/menu.ts';

export default {
  title: 'Мәзір',
  searchPlaceholder: 'Мәзірден іздеу',
  nothingFound: 'Мәзірден ештеңе табылмады',
  myFavourites: 'Менің таңдаулыларым',
  categories: {
    bakery: 'Нан өнімдері',
    semifinished: 'Жартылай фабрикаттар',
    readyMeals: 'Дайын тағамдар',
  },
  addToFavourites: 'Таңдаулыларға қосу',
  removeFromFavourites: 'Таңдаулылардан алып тастау',
  add: 'Қосу',
  addFor: 'Қосу · {{amount, money}}',
  soldOut: 'Таусылды',
  unavailable: 'Қолжетімсіз',
  unavailableForService: '«{{service}}» тәсілі үшін қолжетімсіз',
  cookingTime: 'Дайындау уақыты: {{time}}',
  promoLimit: 'Акциялық баға — бір тапсырысқа {{count}} данадан аспайды',
  additives: {
    required: 'Міндетті',
    optional: 'Қалауыңызша',
    upTo: '{{count}} дейін',
  },
  recommended: 'Бұған қоса алады',
  frequent: 'Жиі тапсырыс береді',
  popular: 'Танымал',
  table: {
    specify: 'Үстел нөмірін көрсетіңіз',
    number: '{{number}}-үстел',
    scanHint: 'Үстеліңіздегі QR-кодты сканерлеңіз',
  },
} satisfies CatalogueShape<typeof en>;
