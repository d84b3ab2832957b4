import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/validation.ts';

export default {
  required: 'Өрісті толтырыңыз',
  minLength_one: 'Кемінде {{count}} таңба енгізіңіз',
  minLength_other: 'Кемінде {{count}} таңба енгізіңіз',
  incorrect: 'Дұрыс мәлімет енгізіңіз',
  typeCorrectly: 'Дұрыс енгізіңіз',
  barcodeLength: 'Штрихкод 8 немесе 13 цифрдан тұрады',
  chooseAtLeast_one: 'Кемінде {{count}} позиция таңдаңыз',
  chooseAtLeast_other: 'Кемінде {{count}} позиция таңдаңыз',
  maxReached: 'Сіз позициялардың ең көп санын таңдадыңыз',
  deliveryAddressRequired: 'Жеткізу мекенжайын көрсетіңіз',
  deliveryMethodRequired: 'Жеткізу тәсілін таңдаңыз',
  tableRequired: 'Үстел нөмірін көрсетіңіз',
  minOrderSum: 'Жеткізуге арналған ең аз тапсырыс сомасы — {{amount, money}}',
  bonusLimit: 'Тапсырыстың {{percent}}%-на дейін бонуспен төлеуге болады, жеткізу есептелмейді',
  digitsOnly: 'Тек цифрлар және бір ондық нүкте',
  lettersOnly: 'Тек әріптер мен дефис',
} satisfies CatalogueShape<typeof en>;
