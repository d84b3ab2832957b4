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
  },
  tips: {
    title: 'Даяшыға шайпұл',
    recipient: 'Даяшы {{name}}',
    customSum: 'Басқа сома',
    customSumPlaceholder: 'Соманы енгізіңіз',
    none: 'Шайпұлсыз',
    pay: '{{amount, money}} қалдыру',
    success: 'Рақмет! Даяшы шайпұлыңызды алды',
  },
  grading: {
    title: 'Сіздің деңгейіңіз',
    current: 'Ағымдағы деңгей',
    cashback: '{{percent}}% кешбэк',
    maxCashback: '{{percent}}%-ға дейін кешбэк',
    toNextLevel: 'Келесі деңгейге дейін: {{amount, money}}',
    dropWarning: 'Ұпайларды сақтамасаңыз, деңгей бір сатыға төмендейді',
    bonusExpiry:
      'Бонустар соңғы операциядан кейін 12 айдан соң күйеді. Әрбір жаңа операция барлық бонустарды 12 айға ұзартады.',
  },
} satisfies CatalogueShape<typeof en>;
