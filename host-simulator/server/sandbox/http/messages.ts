import type { LocalText } from './language.ts';

const t = (kk: string, ru: string, en: string, ka: string): LocalText => ({ kk, ru, en, ka });

/** User-facing error titles (docs/contract/errors.md#messages-to-the-guest) in the four interface languages; codes stay stable across languages. */
export const MESSAGES = {
  termsNotAccepted: t(
    'Тапсырыс беру үшін жаңа пайдалану шарттарын қабылдаңыз',
    'Примите новые условия использования, чтобы оформить заказ',
    'Accept the new terms of use to place the order',
    'შეკვეთის გასაფორმებლად მიიღეთ გამოყენების ახალი პირობები',
  ),
  unauthorized: t(
    'Пайдаланушы авторизацияланбаған',
    'Пользователь не авторизован',
    'User is not authorised',
    'მომხმარებელი არ არის ავტორიზებული',
  ),
  accountDeleted: t(
    'Аккаунт жойылды, оны 90 күн ішінде қалпына келтіруге болады',
    'Аккаунт удалён, его можно восстановить в течение 90 дней',
    'The account was deleted; it can be restored within 90 days',
    'ანგარიში წაშლილია; მისი აღდგენა შესაძლებელია 90 დღის განმავლობაში',
  ),
  restoreWindowPassed: t(
    'Қалпына келтіру мерзімі өтті',
    'Срок восстановления истёк',
    'The 90-day restore window has passed',
    'აღდგენის ვადა ამოიწურა',
  ),
  terminalNotFound: t(
    'Терминал табылмады',
    'Терминал не найден',
    'Terminal is not found',
    'ტერმინალი ვერ მოიძებნა',
  ),
  filialNotFound: t(
    'Мекеме табылмады',
    'Заведение не найдено',
    'The venue was not found',
    'დაწესებულება ვერ მოიძებნა',
  ),
  brandNotFound: t('Бренд табылмады', 'Бренд не найден', 'The brand was not found', 'ბრენდი ვერ მოიძებნა'),
  productNotFound: t(
    'Тауар табылмады',
    'Товар не найден',
    'The product was not found',
    'პროდუქტი ვერ მოიძებნა',
  ),
  barcodeWrong: t(
    'Штрихкод қате, дұрыс енгізіңіз',
    'Штрихкод введён неверно',
    'The barcode is wrong: type it correctly',
    'შტრიხკოდი არასწორია',
  ),
  barcodeNotFound: t(
    'Штрихкод табылмады',
    'Штрихкод не найден',
    'The barcode was not found',
    'შტრიხკოდი ვერ მოიძებნა',
  ),
  itemsUnavailable: t(
    'Кейбір тағамдар таусылды немесе бұл режимде қолжетімсіз: жалғастыру үшін оларды алып тастаңыз',
    'Некоторые блюда закончились или недоступны в этом режиме: удалите их, чтобы продолжить',
    'Some dishes are finished or unavailable for this mode: remove them to continue',
    'ზოგიერთი კერძი ამოიწურა ან მიუწვდომელია ამ რეჟიმში: წაშალეთ ისინი გასაგრძელებლად',
  ),
  priceChanged: t(
    'Тағам бағасы өзгерді',
    'Цена блюда изменилась',
    'The item price changed',
    'კერძის ფასი შეიცვალა',
  ),
  minSum: t(
    'Жеткізудің ең аз сомасы',
    'Минимальная сумма заказа для доставки',
    'The minimum order sum for delivery is not reached',
    'მიწოდების მინიმალური თანხა არ არის მიღწეული',
  ),
  maxSum: t(
    'Тапсырыс сомасы тым көп',
    'Сумма заказа превышает допустимую',
    'The order sum is above the allowed maximum',
    'შეკვეთის თანხა აღემატება დასაშვებს',
  ),
  outOfZone: t(
    'Бұл мекенжайға жеткізу жоқ: басқа нүкте таңдаңыз',
    'Доставка по этому адресу недоступна: выберите другую точку',
    'Delivery is not available to this address: select another point',
    'ამ მისამართზე მიწოდება შეუძლებელია: აირჩიეთ სხვა წერტილი',
  ),
  deliveryClosed: t(
    'Жеткізу уақытша жабық',
    'Доставка временно закрыта',
    'Delivery is closed for now',
    'მიწოდება დროებით დახურულია',
  ),
  serviceUnavailable: t(
    'Бұл қызмет мекемеде жоқ',
    'Этот сервис недоступен в заведении',
    'This service is not offered by the venue',
    'ეს სერვისი დაწესებულებაში არ არის',
  ),
  tableRequired: t(
    'Үстел нөмірін көрсетіңіз',
    'Укажите номер стола',
    'Specify the table number',
    'მიუთითეთ მაგიდის ნომერი',
  ),
  tableNotFound: t(
    'QR қате немесе танылмады',
    'QR неверный или не распознан',
    'The QR code is wrong or not recognised',
    'QR კოდი არასწორია ან ვერ ამოიცნო',
  ),
  bonusLimit: t(
    'Бонуспен төлеу шегінен асты',
    'Превышен лимит оплаты бонусами',
    'Bonus payment is above the limit',
    'ბონუსით გადახდის ლიმიტი გადაჭარბებულია',
  ),
  bonusInsufficient: t(
    'Бонус жеткіліксіз',
    'Недостаточно бонусов',
    'Not enough bonuses',
    'ბონუსები არ არის საკმარისი',
  ),
  filialClosed: t(
    'Мекеме қазір жабық',
    'Заведение сейчас закрыто',
    'The venue is closed now',
    'დაწესებულება ახლა დაკეტილია',
  ),
  paymentTypeUnavailable: t(
    'Бұл төлем түрі қолжетімсіз',
    'Этот способ оплаты недоступен',
    'This payment type is not available',
    'გადახდის ეს ტიპი მიუწვდომელია',
  ),
  ageRestricted: t(
    'Темекі, алкоголь және энергетикалық сусындар тек 21 жастан',
    'Табак, алкоголь и энергетики только с 21 года',
    'Tobacco, alcohol and energy drinks are for 21 and over only',
    'თამბაქო, ალკოჰოლი და ენერგეტიკები მხოლოდ 21 წლიდან',
  ),
  noBill: t(
    'Шот табылмады: QR-ды тексеріңіз немесе даяшыны шақырыңыз',
    'Счёт не найден: проверьте QR или позовите официанта',
    'No bill found: check the QR code, refresh, or call the waiter',
    'ანგარიში ვერ მოიძებნა: შეამოწმეთ QR ან დაუძახეთ მიმტანს',
  ),
  billAlreadyPaid: t(
    'Шот төленген',
    'Счёт уже оплачен',
    'The bill is already paid',
    'ანგარიში უკვე გადახდილია',
  ),
  billItemsTaken: t(
    'Бұл тағамдарды үстелдегі басқа қонақ төлеп қойды',
    'Эти блюда уже оплачивает другой гость за столом',
    'Another guest at the table is already paying for these items',
    'ამ კერძებს მაგიდასთან სხვა სტუმარი უკვე იხდის',
  ),
  billRemainingChanged: t(
    'Үстелдегі біреу шоттың бір бөлігін төледі: сомалар жаңартылды',
    'Кто-то за столом уже оплатил часть счёта: суммы обновлены',
    'Someone at the table has paid a part of the bill: the amounts are updated',
    'მაგიდასთან ვიღაცამ ანგარიშის ნაწილი უკვე გადაიხადა: თანხები განახლდა',
  ),
  billAmountExceedsRemaining: t(
    'Сома шотта қалғаннан көп',
    'Сумма больше, чем осталось оплатить по счёту',
    'The amount is more than is left to pay on the bill',
    'თანხა აღემატება ანგარიშზე გადასახდელ ნაშთს',
  ),
  waiterCalled: t(
    'Даяшы шақырылды',
    'Официант уже вызван',
    'The waiter has already been called',
    'მიმტანი უკვე გამოძახებულია',
  ),
  addressNotFound: t(
    'Мекенжай табылмады',
    'Адрес не найден',
    'The address was not found',
    'მისამართი ვერ მოიძებნა',
  ),
  addressInvalid: t(
    'Мекенжайды қосу мүмкін болмады',
    'Не удалось добавить адрес',
    'The address could not be added',
    'მისამართის დამატება ვერ მოხერხდა',
  ),
  locationUndetermined: t(
    'Мекенжайды анықтау мүмкін болмады',
    'Не удалось определить адрес',
    'The address could not be determined',
    'მისამართის დადგენა ვერ მოხერხდა',
  ),
  idempotencyMissing: t(
    'X-Idempotency-key тақырыбы қажет',
    'Нужен заголовок X-Idempotency-key',
    'The X-Idempotency-key header is required',
    'საჭიროა X-Idempotency-key სათაური',
  ),
  idempotencyReused: t(
    'Бұл X-Idempotency-key басқа сұраумен қолданылған',
    'Этот X-Idempotency-key уже использован с другим запросом',
    'This X-Idempotency-key was already used with a different request',
    'ეს X-Idempotency-key უკვე გამოყენებულია სხვა მოთხოვნით',
  ),
  lockOffline: t(
    'Құлып байланыста жоқ: қайталап көріңіз',
    'Замок не на связи: попробуйте ещё раз',
    'The lock is offline: retry or cancel',
    'საკეტი ხაზზე არ არის: სცადეთ თავიდან',
  ),
  lockNotFound: t(
    'Бұл терминалда құлып жоқ',
    'У этого терминала нет замка',
    'This terminal has no smart lock',
    'ამ ტერმინალს საკეტი არ აქვს',
  ),
  chatNotLinked: t(
    'Telegram чаты байланыстырылмаған',
    'Чат Telegram не привязан',
    'No Telegram chat is linked yet',
    'Telegram ჩატი არ არის მიბმული',
  ),
  courierNotAssigned: t(
    'Курьер әлі тағайындалмаған',
    'Курьер ещё не назначен',
    'No courier is assigned yet',
    'კურიერი ჯერ არ არის დანიშნული',
  ),
  orderNotFound: t(
    'Тапсырыс табылмады',
    'Заказ не найден',
    'The order was not found',
    'შეკვეთა ვერ მოიძებნა',
  ),
  promoLimit: t(
    'Акциялық тауар шегінен асты',
    'Превышен лимит акционного товара',
    'The promo item limit is exceeded',
    'აქციის პროდუქტის ლიმიტი გადაჭარბებულია',
  ),
  emptyOrder: t('Себет бос', 'Корзина пуста', 'The cart is empty', 'კალათა ცარიელია'),
  invalidField: t('Өрісті толтырыңыз', 'Заполните поле', 'Fill in the field', 'შეავსეთ ველი'),
  nameTooShort: t(
    'Кемінде 2 таңба енгізіңіз',
    'Введите не менее 2 символов',
    'Enter at least 2 characters',
    'შეიყვანეთ მინიმუმ 2 სიმბოლო',
  ),
  nameInvisibleCharacters: t(
    'Атыңызда көрінбейтін немесе басқару таңбалары бар: оларды өшіріңіз',
    'В имени есть невидимые или управляющие символы: удалите их',
    'The name has invisible or control characters: remove them',
    'სახელში არის უხილავი ან მმართველი სიმბოლოები: წაშალეთ ისინი',
  ),
  invalidDate: t(
    'Дұрыс ақпарат енгізіңіз',
    'Введите корректные данные',
    'Enter correct information',
    'შეიყვანეთ სწორი ინფორმაცია',
  ),
} as const;

/** Why an order was declined (docs/contract/states.md#order-cancel: "a cancel shows the reason and a refund within a few minutes"). */
export const DECLINE_REASONS = {
  out_of_stock: t('Тағамдар таусылды', 'Блюда закончились', 'Some dishes ran out', 'კერძები ამოიწურა'),
  venue_closed: t('Мекеме жабылды', 'Заведение закрылось', 'The venue has closed', 'დაწესებულება დაიკეტა'),
  kitchen_overloaded: t(
    'Асхана шамадан тыс жүктелген',
    'Кухня перегружена',
    'The kitchen is overloaded',
    'სამზარეულო გადატვირთულია',
  ),
  courier_unavailable: t(
    'Курьер табылмады',
    'Курьер не найден',
    'No courier was available',
    'კურიერი ვერ მოიძებნა',
  ),
  payment_timeout: t(
    'Төлем уақыты өтті',
    'Время оплаты истекло',
    'The payment was not completed in time',
    'გადახდის დრო ამოიწურა',
  ),
  payment_canceled: t('Төлем тоқтатылды', 'Оплата отменена', 'The payment was canceled', 'გადახდა გაუქმდა'),
  payment_declined: t(
    'Төлем қабылданбады',
    'Оплата отклонена',
    'The payment was declined',
    'გადახდა უარყოფილია',
  ),
  customer_request: t(
    'Қонақтың өтініші бойынша',
    'По просьбе гостя',
    'At the guest’s request',
    'სტუმრის თხოვნით',
  ),
} as const;

export type DeclineReason = keyof typeof DECLINE_REASONS;

export const REFUND_NOTE = t(
  'Ақша бірнеше минут ішінде қайтарылады',
  'Деньги вернутся в течение нескольких минут',
  'The money will be refunded within a few minutes',
  'თანხა რამდენიმე წუთში დაგიბრუნდებათ',
);
