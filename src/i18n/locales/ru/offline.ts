import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/offline.ts';

export default {
  title: 'Нет сети: показано то, что вы видели в {{time}}.',
  titleEarlier: 'Нет сети: показано то, что вы видели {{time}}.',
  refreshHint: 'Обновится само, когда связь вернётся.',
} satisfies CatalogueShape<typeof en>;
