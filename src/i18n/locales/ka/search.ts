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
  suggestionCount_one: '{{count}} მინიშნება',
  suggestionCount_other: '{{count}} მინიშნება',
  submit: 'ძებნა',
  atVenue: 'დაწესებულებაში: {{venue}}',
  oldPrice: 'იყო {{amount, money}}',
  unavailable: 'ახლა მიუწვდომელია',
  results: {
    venues: 'დაწესებულებები',
    dishes: 'კერძები',
  },
  nothingFound: '„{{query}}“ — ვერაფერი მოიძებნა',
  tryAnother: 'სცადეთ სხვა მოთხოვნა',
} satisfies CatalogueShape<typeof en>;
