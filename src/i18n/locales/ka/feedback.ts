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
    titleBill: 'შეაფასეთ ვიზიტი',
    ratingRequired: 'აირჩიეთ შეფასება 1-დან 5-მდე',
    tooLong: 'არაუმეტეს {{max}} სიმბოლოსი',
    counter: '{{count}} / {{max}}',
    rated: 'თქვენი შეფასება: {{stars}}',
    notYet: 'შეკვეთის შეფასება შესაძლებელია მისი დასრულების შემდეგ',
    sendFailed: 'შეფასება ვერ გაიგზავნა. სცადეთ ხელახლა.',
  },
  tips: {
    title: 'ჩაის ფული მიმტანს',
    recipient: 'მიმტანი {{name}}',
    customSum: 'სხვა თანხა',
    customSumPlaceholder: 'შეიყვანეთ თანხა',
    none: 'ჩაის ფულის გარეშე',
    pay: 'დატოვება {{amount}}',
    success: 'გმადლობთ! მიმტანმა თქვენი ჩაის ფული მიიღო',
    choose: 'ჩაის ფულის თანხა',
    percent: '{{percent}}% · {{amount}}',
    noWaiter: 'ამ შეკვეთას არ ჰყავს მიმტანი',
    invalidSum: 'შეიყვანეთ 0-ზე მეტი თანხა',
    tooMuch: 'არაუმეტეს {{amount}}',
    paid: 'თქვენ დატოვეთ ჩაის ფული: {{amount}}',
    back: 'შეკვეთაზე დაბრუნება',
  },
} satisfies CatalogueShape<typeof en>;
