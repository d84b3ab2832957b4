import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/debugbar.ts';

export default {
  button: 'გამართვა',
  title: 'გამართვის პანელი',
  tabs: {
    console: 'კონსოლი',
    network: 'ქსელი',
  },
  noLogs: 'ჩანაწერები არ არის',
  noRequests: 'მოთხოვნები არ არის',
  pending: 'მოლოდინში',
  headers: 'სათაურები',
  body: 'სხეული',
  response: 'პასუხი',
  copy: 'კოპირება',
  copied: 'დაკოპირდა',
  clearRequests: 'მოთხოვნების გასუფთავება',
  columns: {
    status: 'სტატუსი',
    time: 'დრო',
    method: 'მეთოდი',
    url: 'მისამართი',
    query: 'პარამეტრები',
  },
  duration: '{{ms}} მწ',
} satisfies CatalogueShape<typeof en>;
