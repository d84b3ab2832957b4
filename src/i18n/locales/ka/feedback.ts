import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/feedback.ts';

export default {
  review: {
    title: 'შეაფასეთ შეკვეთა',
    rating: 'შეფასება',
    stars_one: '{{count}} ვარსკვლავი',
    stars_other: '{{count}} ვარსკვლავი',
    textLabel: 'თქვენი გამოხმაურება',
    textPlaceholder: 'გვითხარით, რა მოგეწონათ და რისი გაუმჯობესება შეიძლება',
    send: 'გაგზავნა',
    sent: 'გმადლობთ გამოხმაურებისთვის!',
  },
  tips: {
    title: 'ჩაის ფული მიმტანს',
    recipient: 'მიმტანი {{name}}',
    customSum: 'სხვა თანხა',
    customSumPlaceholder: 'შეიყვანეთ თანხა',
    none: 'ჩაის ფულის გარეშე',
    pay: 'დატოვება {{amount, money}}',
    success: 'გმადლობთ! მიმტანმა თქვენი ჩაის ფული მიიღო',
  },
  grading: {
    title: 'თქვენი დონე',
    current: 'მიმდინარე დონე',
    cashback: '{{percent}}% ქეშბექი',
    maxCashback: 'ქეშბექი {{percent}}%-მდე',
    toNextLevel: 'შემდეგ დონემდე: {{amount, money}}',
    dropWarning: 'თუ ქულებს არ შეინარჩუნებთ, დონე ერთი საფეხურით დაიწევს',
    bonusExpiry:
      'ბონუსები ბოლო ოპერაციიდან 12 თვის შემდეგ იწვება. ყოველი ახალი ოპერაცია ყველა ბონუსს 12 თვით აგრძელებს.',
  },
} satisfies CatalogueShape<typeof en>;
