import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/delivery.ts';

export default {
  banners: {
    weather: {
      title: 'Жеткізу ұзағырақ болуы мүмкін',
      text: 'Ауа райына байланысты курьерлер баяу жүреді. Тапсырыс кешіксе, ақшаны 1 жұмыс күні ішінде қайтарамыз.',
    },
    nightShift: {
      title: 'Түнгі жеткізу кешігуі мүмкін',
      text: 'Түнде курьерлер аз жұмыс істейді. Тапсырыс кешіксе, ақшаны 1 жұмыс күні ішінде қайтарамыз.',
    },
    closed: {
      title: 'Жеткізу жабық',
      text: 'Мекеме қазір жеткізбейді. Өзіңізбен алуға тапсырыс беріңіз немесе кейінірек кіріңіз.',
    },
  },
  tariffs: {
    title: 'Жеткізу тәсілі',
    fastest: 'Ең жылдам',
    free: 'Тегін жеткізу',
    cost: 'Жеткізу {{amount, money}}',
    toNextTier: 'Тағы {{amount, money}} қосыңыз, сонда жеткізу арзандайды',
    discount: 'Жеткізуге жеңілдік {{amount, money}}',
    toNextTierAmount: 'Тағы {{amount}} қосыңыз, сонда жеткізу арзандайды',
  },
  address: 'Мекенжайға жеткізу: {{address}}',
  lateRefund:
    'Ауа райы нашар кезде немесе түнгі ауысымда тапсырыс кешіксе, ақшаны 1 жұмыс күні ішінде қайтарамыз',
} satisfies CatalogueShape<typeof en>;
