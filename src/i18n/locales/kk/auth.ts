import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/auth.ts';

export default {
  signIn: 'Кіру',
  signingIn: 'Кіріп жатырмыз…',
  required: {
    title: 'Жалғастыру үшін кіріңіз',
    text: 'Тапсырыстар, профиль және бонустар кіргеннен кейін қолжетімді',
  },
  phone: {
    continue: '{{host}} ішіндегі телефон нөмірімен жалғастыру',
    other: 'Басқа жолмен кіру',
  },
  errors: {
    notAuthorised: 'Пайдаланушы авторизацияланбаған',
    code: 'Бұл кодпен кіру мүмкін болмады. Қайта кіріңіз.',
    trackId: 'Қосымша арқылы кіру мүмкін болмады. Қайталап көріңіз.',
  },
} satisfies CatalogueShape<typeof en>;
