import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/filials.ts';

export default {
  brand: {
    title: 'Брендтер',
    choose: 'Мекемелерін көру үшін брендті таңдаңыз',
    toBrands: 'Брендті таңдау',
    venues: '{{brand}} мекемелері',
    bookTable: 'Үстел брондау',
  },
  booking: {
    title: 'Үстел брондау',
    hint: 'Үстел басына отыруға болатын жақын мекемелер',
    needsLocation: 'Брондауға арналған мекемелерді көрсету үшін орналасқан жеріңіз қажет',
  },
  map: {
    title: 'Карта',
    label: 'Мекемелер картасы',
    loading: 'Карта жүктелуде…',
    failed: 'Картаны жүктеу мүмкін болмады',
    inArea_one: 'Бұл аймақта {{count}} мекеме',
    inArea_other: 'Бұл аймақта {{count}} мекеме',
    open: 'Мекемені ашу',
    you: 'Сіз осындасыз',
    zoomIn: 'Үлкейту',
    zoomOut: 'Кішірейту',
    attribution: 'Карта: құмсалғыш тайлдары',
  },
} satisfies CatalogueShape<typeof en>;
