import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/search.ts';

export default {
  title: 'ძებნა',
  placeholder: 'დაწესებულება, კერძი ან პროდუქტი',
  fieldLabel: 'დაწესებულებების, კერძებისა და პროდუქტების ძებნა',
  cancel: 'გაუქმება',
  back: 'უკან',
  showOnMap: 'რუკაზე ჩვენება',
  serviceSwitcher: 'როგორ გსურთ შეკვეთის მიღება',
  balance: 'ბონუსების ბალანსი: {{count, number}}',
  history: {
    title: 'თქვენ ეძებდით',
    clear: 'ისტორიის გასუფთავება',
  },
  suggestions: 'მინიშნებები',
  results: {
    venues: 'დაწესებულებები',
    dishes: 'კერძები',
  },
  nothingFound: '„{{query}}“ — ვერაფერი მოიძებნა',
  tryAnother: 'სცადეთ სხვა მოთხოვნა',
} satisfies CatalogueShape<typeof en>;
