import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/validation.ts';

export default {
  required: 'Заполните поле',
  minLength_one: 'Введите не менее {{count}} символа',
  minLength_few: 'Введите не менее {{count}} символов',
  minLength_many: 'Введите не менее {{count}} символов',
  minLength_other: 'Введите не менее {{count}} символа',
  incorrect: 'Введите корректные данные',
  typeCorrectly: 'Введите правильно',
  barcodeLength: 'Штрихкод состоит из 8 или 13 цифр',
  chooseAtLeast_one: 'Выберите хотя бы {{count}} позицию',
  chooseAtLeast_few: 'Выберите хотя бы {{count}} позиции',
  chooseAtLeast_many: 'Выберите хотя бы {{count}} позиций',
  chooseAtLeast_other: 'Выберите хотя бы {{count}} позиции',
  maxReached: 'Вы выбрали максимальное количество позиций',
  deliveryAddressRequired: 'Укажите адрес доставки',
  deliveryMethodRequired: 'Выберите способ доставки',
  tableRequired: 'Укажите номер стола',
  minOrderSum: 'Минимальная сумма заказа для доставки — {{amount, money}}',
  bonusLimit: 'Бонусами можно оплатить до {{percent}}% заказа, без учёта доставки',
  digitsOnly: 'Только цифры и одна десятичная точка',
  lettersOnly: 'Только буквы и дефис',
} satisfies CatalogueShape<typeof en>;
