import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/scanner.ts';

export default {
  barcode: {
    title: 'Сканируйте штрихкод',
    hint: 'Наведите камеру на штрихкод товара',
    enterManually: 'Ввести вручную',
    scan: 'Сканировать штрихкод',
    unavailable: '«{{name}}» сейчас нельзя купить',
  },
  manual: {
    title: 'Введите штрихкод',
    label: 'Штрихкод',
    placeholder: '8 или 13 цифр',
    submit: 'Найти товар',
  },
  qr: {
    title: 'Сканируйте QR-код',
    hint: 'Наведите камеру на QR-код на вашем столе',
  },
  camera: {
    deniedTitle: 'Нет доступа к камере',
    deniedText: 'Разрешите доступ к камере в настройках, чтобы сканировать коды',
    unavailable: 'Камера недоступна на этом устройстве',
  },
  fridge: {
    unlock: 'Открыть холодильник',
    unlocking: 'Открываем холодильник…',
    unlocked: 'Холодильник открыт. Возьмите товары и закройте дверцу.',
    how: 'Откройте холодильник, возьмите что хотите, отсканируйте штрихкод каждого товара и оплатите в корзине.',
    signIn: 'Войдите, чтобы открыть холодильник',
  },
} satisfies CatalogueShape<typeof en>;
