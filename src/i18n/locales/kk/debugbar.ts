import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/debugbar.ts';

export default {
  button: 'Жөндеу',
  title: 'Жөндеу тақтасы',
  tabs: {
    console: 'Консоль',
    network: 'Желі',
  },
  noLogs: 'Жазбалар жоқ',
  noRequests: 'Сұраулар жоқ',
  pending: 'Күтуде',
  headers: 'Тақырыптар',
  body: 'Денесі',
  response: 'Жауап',
  copy: 'Көшіру',
  copied: 'Көшірілді',
  clearRequests: 'Сұрауларды тазалау',
  columns: {
    status: 'Мәртебе',
    time: 'Уақыт',
    method: 'Әдіс',
    url: 'Мекенжай',
    query: 'Параметрлер',
  },
  duration: '{{ms}} мс',
} satisfies CatalogueShape<typeof en>;
