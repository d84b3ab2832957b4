import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/offline.ts';

export default {
  title: 'Желі жоқ: сағат {{time}} кезінде көргеніңіз көрсетіліп тұр.',
  titleEarlier: 'Желі жоқ: {{time}} кезінде көргеніңіз көрсетіліп тұр.',
  refreshHint: 'Байланыс қалпына келгенде өзі жаңарады.',
} satisfies CatalogueShape<typeof en>;
