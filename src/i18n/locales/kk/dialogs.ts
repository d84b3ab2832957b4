import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/dialogs.ts';

export default {
  copy: {
    action: 'Көшіру',
    copied: 'Көшірілді',
    failed: 'Көшіру мүмкін болмады',
  },
  ageRestriction: {
    title: 'Сізге 21 жас толды ма?',
    paragraph1: 'Бұл бөлімде темекі өнімдері, алкоголь және энергетикалық сусындар бар.',
    paragraph2: 'Заң бойынша оларды 21 жасқа толмаған адамдарға сатуға тыйым салынған.',
    paragraph3: 'Растау арқылы сіз 21 жасқа толғаныңызды мәлімдейсіз.',
    no: 'Жоқ',
    confirm: 'Иә, маған 21 жас толды',
  },
  appDownload: {
    title: 'Қосымшаны жүктеп алыңыз',
    text: 'Қосымшада тапсырыс беру жылдамырақ, әрі бонустар жиналады',
    download: 'Жүктеп алу',
    later: 'Қазір емес',
  },
  sendingOrder: {
    title: 'Тапсырысыңызды жіберіп жатырмыз...',
    hint: 'Бетті жаппаңыз',
  },
  tablet: {
    title: 'Осы жерден тапсырыс беріңіз',
    touch: 'Экраннан тапсырыс беру',
    scan: 'QR-кодты телефонмен сканерлеу',
    nameTitle: 'Атыңыз кім?',
    namePlaceholder: 'Атыңыз',
    takeaway: 'Өзімен алу',
    inHall: 'Залда',
    orderNumber: 'Тапсырысыңыздың нөмірі',
    rememberNumber: 'Тапсырыс нөмірін есте сақтаңыз: тапсырыс дайын болғанда оны айтамыз',
    newOrder: 'Жаңа тапсырыс',
  },
} satisfies CatalogueShape<typeof en>;
