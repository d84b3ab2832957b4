import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/feedback.ts';

export default {
  review: {
    title: 'Тапсырысты бағалаңыз',
    rating: 'Баға',
    stars_one: '{{count}} жұлдыз',
    stars_other: '{{count}} жұлдыз',
    textLabel: 'Сіздің пікіріңіз',
    textPlaceholder: 'Не ұнағанын және нені жақсартуға болатынын айтыңыз',
    send: 'Жіберу',
    sent: 'Пікіріңізге рақмет!',
    titleBill: 'Сапарыңызды бағалаңыз',
    ratingRequired: '1-ден 5-ке дейін баға қойыңыз',
    tooLong: '{{max}} таңбадан аспауы керек',
    counter: '{{max}} ішінен {{count}}',
    rated: 'Сіздің бағаңыз: {{stars}}',
    notYet: 'Тапсырысты ол аяқталғаннан кейін бағалауға болады',
    sendFailed: 'Пікір жіберілмеді. Қайталап көріңіз.',
  },
  tips: {
    title: 'Даяшыға шайпұл',
    recipient: 'Даяшы {{name}}',
    customSum: 'Басқа сома',
    customSumPlaceholder: 'Соманы енгізіңіз',
    none: 'Шайпұлсыз',
    pay: '{{amount}} қалдыру',
    success: 'Рақмет! Даяшы шайпұлыңызды алды',
    choose: 'Шайпұл сомасы',
    percent: '{{percent}}% · {{amount}}',
    noWaiter: 'Бұл тапсырыстың даяшысы жоқ',
    invalidSum: '0-ден үлкен соманы енгізіңіз',
    tooMuch: '{{amount}} аспауы керек',
    paid: 'Сіз шайпұл қалдырдыңыз: {{amount}}',
    back: 'Тапсырысқа оралу',
  },
} satisfies CatalogueShape<typeof en>;
