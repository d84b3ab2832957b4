import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/filials.ts';

export default {
  list: {
    title: 'დაწესებულებები',
    showMap: 'რუკა',
    showList: 'სია',
    far: 'შორს',
    distance: 'თქვენგან {{distance, distance}}',
  },
  brand: {
    title: 'ბრენდები',
    venues: '{{brand}} — დაწესებულებები',
  },
  booking: {
    title: 'მაგიდის დაჯავშნა',
  },
  details: {
    title: 'დაწესებულების შესახებ',
    address: 'მისამართი',
    phone: 'ტელეფონი',
    workingHours: 'სამუშაო საათები',
    break: 'შესვენება {{from}}–{{to}}',
    roundTheClock: 'ღიაა 24 საათი',
    closesAt: 'იკეტება {{time, time}}-ზე',
    opensAt: 'იხსნება {{time, time}}-ზე',
    open: 'ღიაა',
    closed: 'დაკეტილია',
    rush: 'ახლა ბევრი შეკვეთაა: მომზადებას შესაძლოა მეტი დრო დასჭირდეს',
    socialNetworks: 'სოციალური ქსელები',
  },
} satisfies CatalogueShape<typeof en>;
