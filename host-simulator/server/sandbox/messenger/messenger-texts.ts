import type { LocalText } from '../http/language.ts';

const t = (kk: string, ru: string, en: string, ka: string): LocalText => ({ kk, ru, en, ka });

/** What the bot writes, in the guest's language; {number} is the order's number, {courier} the courier's name. */
export const BOT_TEXTS = {
  linked: t(
    'Сәлем! Енді тапсырыстарыңыздың күйі осы чатқа келеді.',
    'Здравствуйте! Теперь статусы ваших заказов будут приходить в этот чат.',
    'Hello! The status of your orders will now arrive in this chat.',
    'გამარჯობა! ახლა თქვენი შეკვეთების სტატუსი ამ ჩატში მოვა.',
  ),
  placed: t(
    '№{number} тапсырыс рәсімделді. Мекеме растауын күтіп отырмыз.',
    'Заказ №{number} оформлен. Ждём подтверждения заведения.',
    'Order {number} is placed. Waiting for the venue to accept it.',
    'შეკვეთა №{number} გაფორმებულია. ველოდებით დაწესებულების დადასტურებას.',
  ),
  cooking: t(
    '№{number} тапсырысты мекеме қабылдады, ол дайындалып жатыр.',
    'Заведение приняло заказ №{number}, его уже готовят.',
    'The venue accepted order {number}: it is being cooked.',
    'დაწესებულებამ მიიღო შეკვეთა №{number}, მას უკვე ამზადებენ.',
  ),
  ready: t(
    '№{number} тапсырыс дайын.',
    'Заказ №{number} готов.',
    'Order {number} is ready.',
    'შეკვეთა №{number} მზადაა.',
  ),
  readyForPickup: t(
    '№{number} тапсырыс дайын: оны мекемеден алып кетіңіз.',
    'Заказ №{number} готов: заберите его в заведении.',
    'Order {number} is ready: pick it up at the venue.',
    'შეკვეთა №{number} მზადაა: წაიღეთ დაწესებულებიდან.',
  ),
  delivery: t(
    '№{number} тапсырыс жолда, курьер: {courier}.',
    'Заказ №{number} в пути, курьер: {courier}.',
    'Order {number} is on the way with {courier}.',
    'შეკვეთა №{number} გზაშია, კურიერი: {courier}.',
  ),
  delivered: t(
    '№{number} тапсырыс жеткізілді. Ас болсын!',
    'Заказ №{number} доставлен. Приятного аппетита!',
    'Order {number} is delivered. Enjoy your meal!',
    'შეკვეთა №{number} მიტანილია. გემრიელად მიირთვით!',
  ),
  completed: t(
    '№{number} тапсырыс берілді. Ас болсын!',
    'Заказ №{number} выдан. Приятного аппетита!',
    'Order {number} is handed over. Enjoy your meal!',
    'შეკვეთა №{number} გადმოგეცათ. გემრიელად მიირთვით!',
  ),
  declined: t(
    '№{number} тапсырыс қабылданбады: {reason}.',
    'Заказ №{number} отклонён: {reason}.',
    'Order {number} was declined: {reason}.',
    'შეკვეთა №{number} უარყოფილია: {reason}.',
  ),
} as const;

export type BotTextKey = keyof typeof BOT_TEXTS;
