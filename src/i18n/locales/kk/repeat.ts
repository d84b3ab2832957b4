import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/repeat.ts';

export default {
  title: '№ {{number}} тапсырысты қайталау',
  titleLoading: 'Тапсырысты қайталау',
  checking: 'Мекемеде қазір не бар екенін тексеріп жатырмыз…',
  removedTitle: 'Енді қолжетімсіз: алынып тасталды',
  pricesTitle: 'Содан бері бағалар өзгерді',
  conflictTitle: 'Себетте тағамдар бар',
  conflictText: 'Оларды осы тапсырыспен ауыстыру керек пе, әлде қалдырып, тапсырысты себетке қосу керек пе?',
  replace: 'Себетті ауыстыру',
  keep: 'Қалдырып, қосу',
  replaceConfirm: {
    title: 'Себетті ауыстыру керек пе?',
    text: 'Қазір себеттегі тағамдар өшіріледі.',
  },
  continue: 'Себетке өту',
  cancel: 'Тапсырысқа оралу',
  nothingLeft: 'Бұл тапсырыстағы бірде-бір тағамды қазір тапсырыс беру мүмкін емес.',
  openMenu: 'Мәзірді ашу',
  unsupported: 'Бұл тапсырысты қайталау мүмкін емес',
} satisfies CatalogueShape<typeof en>;
