import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/offline.ts';

export default {
  title: 'ქსელი არ არის: ნაჩვენებია ის, რაც {{time}}-ზე ნახეთ.',
  titleEarlier: 'ქსელი არ არის: ნაჩვენებია მონაცემები {{time}}-ის მდგომარეობით.',
  refreshHint: 'კავშირის აღდგენისას თავად განახლდება.',
} satisfies CatalogueShape<typeof en>;
