import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/preorder.ts';

export default {
  title: 'Шот · тапсырыс № {{number}}',
  titleLoading: 'Шот',
  open: 'Шот',
  waiter: 'Даяшы',
  paid: 'Шот төленді',
  due: 'Төлеуге: {{amount}}',
  payOnlineHint: 'Қазір онлайн төлеңіз немесе даяшыдан терминал сұраңыз',
  payWaiter: 'Даяшыға қолма-қол төлеңіз',
  sums: 'Сомалар',
  next: 'Әрі қарай не істеуге болады',
  pay: '{{amount}} онлайн төлеу',
  payFailed: 'Төлем өтпеді. Қайталап көруге болады.',
  notFound: {
    title: 'Бұл шот табылмады',
    text: 'Сілтеме қате болуы мүмкін немесе тапсырыс басқа аккаунттан жасалған. Тапсырыс берген телефон нөміріңізбен кіріңіз.',
  },
} satisfies CatalogueShape<typeof en>;
