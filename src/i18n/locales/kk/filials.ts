import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/filials.ts';

export default {
  list: {
    title: 'Мекемелер',
    showMap: 'Карта',
    showList: 'Тізім',
    far: 'Алыс',
    distance: 'Сізден {{distance, distance}}',
  },
  brand: {
    title: 'Брендтер',
    venues: '{{brand}} мекемелері',
  },
  booking: {
    title: 'Үстел брондау',
  },
  details: {
    title: 'Мекеме туралы',
    address: 'Мекенжай',
    phone: 'Телефон',
    workingHours: 'Жұмыс уақыты',
    break: 'Үзіліс {{from}}–{{to}}',
    roundTheClock: 'Тәулік бойы',
    closesAt: 'Жабылу уақыты: {{time, time}}',
    opensAt: 'Ашылу уақыты: {{time, time}}',
    open: 'Ашық',
    closed: 'Жабық',
    rush: 'Қазір тапсырыс көп: дайындау ұзағырақ болуы мүмкін',
    socialNetworks: 'Әлеуметтік желілер',
  },
} satisfies CatalogueShape<typeof en>;
