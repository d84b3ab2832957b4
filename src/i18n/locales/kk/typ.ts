import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/typ.ts';

export default {
  title: 'Тапсырысыңызға рақмет!',
  paid: 'Тапсырыс төленді',
  orderNumber: '№ {{number}} тапсырыс',
  bonusesEarned_one: 'Сіз {{count, number}} бонус аласыз',
  bonusesEarned_other: 'Сіз {{count, number}} бонус аласыз',
  buyMore: 'Тағы сатып алу',
  details: 'Тапсырыс мәліметтері',
  products: 'Тауарлар',
  status: 'Тапсырыс мәртебесі',
  confirming: 'Төлемді растап жатырмыз…',
  cash: 'Тапсырысты алғанда қолма-қол төлеңіз',
  notFound: 'Мұндай тапсырыс табылмады',
  backToCart: 'Себетке оралып, қайта тапсырыс беру',
  when: {
    readyBy: 'Дайын болады',
    readyAt: 'Дайын болды',
    arrives: 'Жеткізу уақыты',
    deliveredAt: 'Жеткізілген уақыты',
  },
  place: {
    pickup: 'Алып кету орны',
    table: 'Үстел',
  },
} satisfies CatalogueShape<typeof en>;
