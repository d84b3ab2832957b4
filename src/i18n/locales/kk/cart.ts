import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/cart.ts';

export default {
  title: 'Себет',
  empty: 'Себет бос',
  emptyHint: 'Мәзірден тағам қосыңыз',
  toMenu: 'Мәзірге өту',
  clear: 'Себетті тазалау',
  clearConfirm: 'Себеттегінің бәрін жою керек пе?',
  remove: 'Жою',
  increase: 'Тағы біреу',
  decrease: 'Біреуге азайту',
  quantity: 'Саны',
  wishes: 'Тапсырысқа тілектер',
  wishesPlaceholder: 'Мысалы, пиязсыз',
  name: 'Аты (міндетті емес)',
  paymentType: 'Төлем тәсілі',
  table: 'Үстел',
  howToGet: 'Тапсырысты қалай алу керек',
  pickupAt: 'Өзі алып кету мекенжайы: {{address}}',
  addToOrder: 'Тапсырысқа қосыңыз',
  summary: {
    order: 'Тапсырыс',
    deliveryFee: 'Жеткізу',
    service: 'Қызмет көрсету {{percent}}%',
    discount: 'Жеңілдік',
    bonuses: 'Бонустар',
    total: 'Барлығы',
  },
  bonuses: {
    use: 'Бонуспен төлеу',
    available: 'Қолжетімді: {{count, number}}',
  },
  checkout: 'Тапсырысты рәсімдеу',
  pay: '{{amount, money}} төлеу',
  sending: 'Тапсырысыңызды жіберіп жатырмыз...',
} satisfies CatalogueShape<typeof en>;
