import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/dialogs.ts';

export default {
  copy: {
    action: 'Скопировать',
    copied: 'Скопировано',
    failed: 'Не удалось скопировать',
  },
  ageRestriction: {
    title: 'Вам уже есть 21 год?',
    paragraph1: 'В этом разделе есть табачная продукция, алкоголь и энергетические напитки.',
    paragraph2: 'По закону их нельзя продавать лицам младше 21 года.',
    paragraph3: 'Подтверждая, вы заявляете, что вам исполнился 21 год.',
    no: 'Нет',
    confirm: 'Да, мне есть 21',
  },
  appDownload: {
    title: 'Скачайте приложение',
    text: 'В приложении заказывать быстрее, а бонусы копятся',
    download: 'Скачать',
    later: 'Не сейчас',
  },
  sendingOrder: {
    title: 'Отправляем ваш заказ...',
    hint: 'Пожалуйста, не закрывайте страницу',
  },
  tablet: {
    title: 'Закажите здесь',
    touch: 'Заказать на экране',
    scan: 'Отсканировать QR-код телефоном',
    nameTitle: 'Как вас зовут?',
    namePlaceholder: 'Ваше имя',
    takeaway: 'С собой',
    inHall: 'В зале',
    orderNumber: 'Номер вашего заказа',
    rememberNumber: 'Запомните номер заказа: мы назовём его, когда заказ будет готов',
    newOrder: 'Новый заказ',
  },
} satisfies CatalogueShape<typeof en>;
