import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/delivery.ts';

export default {
  banners: {
    weather: {
      title: 'მიწოდებას შესაძლოა მეტი დრო დასჭირდეს',
      text: 'ამინდის გამო კურიერები ნელა მოძრაობენ. თუ შეკვეთა დაგვიანდა, თანხას 1 სამუშაო დღეში დაგიბრუნებთ.',
    },
    nightShift: {
      title: 'ღამის მიწოდება შესაძლოა დაგვიანდეს',
      text: 'ღამით ნაკლები კურიერი მუშაობს. თუ შეკვეთა დაგვიანდა, თანხას 1 სამუშაო დღეში დაგიბრუნებთ.',
    },
    closed: {
      title: 'მიწოდება დახურულია',
      text: 'დაწესებულება ახლა არ აწვდის. შეუკვეთეთ წასაღებად ან შემოიარეთ მოგვიანებით.',
    },
  },
  tariffs: {
    title: 'მიწოდების საშუალება',
    fastest: 'ყველაზე სწრაფი',
    free: 'უფასო მიწოდება',
    cost: 'მიწოდება {{amount, money}}',
    toNextTier: 'დაამატეთ კიდევ {{amount, money}} და მიწოდება გაიაფდება',
    discount: 'მიწოდების ფასდაკლება {{amount, money}}',
    toNextTierAmount: 'დაამატეთ კიდევ {{amount}} და მიწოდება გაიაფდება',
  },
  address: 'მიწოდება მისამართზე: {{address}}',
  lateRefund: 'თუ ცუდი ამინდის ან ღამის ცვლის დროს შეკვეთა დაგვიანდა, თანხას 1 სამუშაო დღეში დაგიბრუნებთ',
} satisfies CatalogueShape<typeof en>;
