import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/search.ts';

export default {
  title: 'Іздеу',
  placeholder: 'Мекеме, тағам немесе тауар',
  fieldLabel: 'Мекемелерді, тағамдарды және тауарларды іздеу',
  cancel: 'Болдырмау',
  back: 'Артқа',
  showOnMap: 'Картадан көрсету',
  serviceSwitcher: 'Тапсырысты қалай алғыңыз келеді',
  balance: 'Бонус балансы: {{count, number}}',
  history: {
    title: 'Сіз іздедіңіз',
    clear: 'Тарихты тазалау',
  },
  suggestions: 'Ұсыныстар',
  suggestionCount_one: '{{count}} ұсыныс',
  suggestionCount_other: '{{count}} ұсыныс',
  submit: 'Іздеу',
  atVenue: '{{venue}} мекемесінде',
  oldPrice: 'бұрын {{amount, money}}',
  unavailable: 'Қазір қолжетімсіз',
  results: {
    venues: 'Мекемелер',
    dishes: 'Тағамдар',
  },
  nothingFound: '«{{query}}» бойынша ештеңе табылмады',
  tryAnother: 'Сұранысты өзгертіп көріңіз',
} satisfies CatalogueShape<typeof en>;
