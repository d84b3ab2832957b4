import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/validation.ts';

export default {
  required: 'შეავსეთ ველი',
  minLength_one: 'შეიყვანეთ მინიმუმ {{count}} სიმბოლო',
  minLength_other: 'შეიყვანეთ მინიმუმ {{count}} სიმბოლო',
  incorrect: 'შეიყვანეთ სწორი მონაცემები',
  typeCorrectly: 'შეიყვანეთ სწორად',
  barcodeLength: 'შტრიხკოდი 8 ან 13 ციფრისგან შედგება',
  chooseAtLeast_one: 'აირჩიეთ მინიმუმ {{count}} პოზიცია',
  chooseAtLeast_other: 'აირჩიეთ მინიმუმ {{count}} პოზიცია',
  maxReached: 'თქვენ აირჩიეთ პოზიციების მაქსიმალური რაოდენობა',
  deliveryAddressRequired: 'მიუთითეთ მიწოდების მისამართი',
  deliveryMethodRequired: 'აირჩიეთ მიწოდების საშუალება',
  tableRequired: 'მიუთითეთ მაგიდის ნომერი',
  minOrderSum: 'მიწოდებისთვის შეკვეთის მინიმალური თანხაა {{amount, money}}',
  bonusLimit: 'ბონუსებით შეკვეთის {{percent}}%-მდე შეგიძლიათ გადაიხადოთ, მიწოდების გარეშე',
  digitsOnly: 'მხოლოდ ციფრები და ერთი ათობითი წერტილი',
  lettersOnly: 'მხოლოდ ასოები და დეფისი',
} satisfies CatalogueShape<typeof en>;
