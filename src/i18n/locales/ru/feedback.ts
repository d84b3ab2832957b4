import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/feedback.ts';

export default {
  review: {
    title: 'Оцените заказ',
    rating: 'Оценка',
    stars_one: '{{count}} звезда',
    stars_few: '{{count}} звезды',
    stars_many: '{{count}} звёзд',
    stars_other: '{{count}} звезды',
    textLabel: 'Ваш отзыв',
    textPlaceholder: 'Расскажите, что понравилось и что можно улучшить',
    send: 'Отправить',
    sent: 'Спасибо за отзыв!',
  },
  tips: {
    title: 'Чаевые официанту',
    recipient: 'Официант {{name}}',
    customSum: 'Другая сумма',
    customSumPlaceholder: 'Введите сумму',
    none: 'Без чаевых',
    pay: 'Оставить {{amount, money}}',
    success: 'Спасибо! Официант получил ваши чаевые',
  },
  grading: {
    title: 'Ваш уровень',
    current: 'Текущий уровень',
    cashback: '{{percent}}% кешбэка',
    maxCashback: 'Кешбэк до {{percent}}%',
    toNextLevel: 'До следующего уровня: {{amount, money}}',
    dropWarning: 'Если не поддерживать баллы, уровень понизится на одну ступень',
    bonusExpiry:
      'Бонусы сгорают через 12 месяцев после последней операции. Каждая новая операция продлевает все бонусы на 12 месяцев.',
  },
} satisfies CatalogueShape<typeof en>;
