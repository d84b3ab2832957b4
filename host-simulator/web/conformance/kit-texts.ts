/**
 * The kit page's own texts in the four languages of the house. The checks' titles and details stay in
 * English, like their ids: they name protocol fields and are read by developers (docs/conformance-kit.md).
 */
export type KitLanguage = 'kk' | 'ru' | 'en' | 'ka';

export interface KitTexts {
  title: string;
  intro: string;
  running: string;
  done: string;
  error: string;
  outcome: { pass: string; fail: string; skip: string };
  promptTitle: string;
  prompt: string;
  resultTitle: string;
  checksTitle: string;
  download: string;
  sending: string;
  sent: string;
  sendFailed: string;
  stored: string;
  viewing: string;
  messages: string;
  runAgain: string;
}

export const KIT_TEXTS: Record<KitLanguage, KitTexts> = {
  en: {
    title: 'Dastarkhan host conformance kit',
    intro:
      'This page plays the mini-app and checks the host it runs in against the bridge protocol, one check after another.',
    running: 'Running the checks: {done} done.',
    done: 'Done: {pass} passed, {fail} failed, {skip} skipped.',
    error: 'The kit could not start: {message}',
    outcome: { pass: 'Pass', fail: 'Fail', skip: 'Skipped' },
    promptTitle: 'Your turn',
    prompt:
      'Make the host send these events now: {events}. Press its back button, send the app to the background and back, change its config, and tap its main button ("Conformance kit").',
    resultTitle: 'Result',
    checksTitle: 'Checks',
    download: 'Download the report (JSON)',
    sending: 'Sending the report to {url}…',
    sent: 'The report was sent to {url}.',
    sendFailed: 'The report could not be sent to {url}: {message}',
    stored: 'Open the stored report',
    viewing: 'A stored report, made {time}.',
    messages: 'Messages ({count})',
    runAgain: 'Run again',
  },
  ru: {
    title: 'Набор проверки хоста Dastarkhan',
    intro:
      'Эта страница играет роль мини-приложения и по очереди проверяет, соблюдает ли хост, в котором она открыта, протокол моста.',
    running: 'Идут проверки: выполнено {done}.',
    done: 'Готово: успешно {pass}, с ошибкой {fail}, пропущено {skip}.',
    error: 'Набор не смог запуститься: {message}',
    outcome: { pass: 'Успешно', fail: 'Ошибка', skip: 'Пропущено' },
    promptTitle: 'Ваш ход',
    prompt:
      'Сделайте так, чтобы хост отправил эти события: {events}. Нажмите его кнопку «Назад», сверните приложение и верните его, измените конфигурацию и нажмите его главную кнопку («Conformance kit»).',
    resultTitle: 'Итог',
    checksTitle: 'Проверки',
    download: 'Скачать отчёт (JSON)',
    sending: 'Отчёт отправляется на {url}…',
    sent: 'Отчёт отправлен на {url}.',
    sendFailed: 'Не удалось отправить отчёт на {url}: {message}',
    stored: 'Открыть сохранённый отчёт',
    viewing: 'Сохранённый отчёт от {time}.',
    messages: 'Сообщения ({count})',
    runAgain: 'Запустить снова',
  },
  kk: {
    title: 'Dastarkhan хостының сәйкестік жинағы',
    intro:
      'Бұл бет шағын қолданбаның рөлін атқарады және өзі ашылған хостың көпір хаттамасына сәйкестігін бірінен соң бірін тексереді.',
    running: 'Тексерулер жүріп жатыр: {done} дайын.',
    done: 'Дайын: {pass} сәтті, {fail} қатемен, {skip} өткізілді.',
    error: 'Жинақ іске қосылмады: {message}',
    outcome: { pass: 'Сәтті', fail: 'Қате', skip: 'Өткізілді' },
    promptTitle: 'Сіздің кезегіңіз',
    prompt:
      'Хост мына оқиғаларды қазір жіберсін: {events}. Оның «Артқа» түймесін басыңыз, қолданбаны фонға жіберіп, қайтарыңыз, конфигурациясын өзгертіңіз және оның басты түймесін («Conformance kit») басыңыз.',
    resultTitle: 'Нәтиже',
    checksTitle: 'Тексерулер',
    download: 'Есепті жүктеп алу (JSON)',
    sending: 'Есеп {url} мекенжайына жіберілуде…',
    sent: 'Есеп {url} мекенжайына жіберілді.',
    sendFailed: 'Есепті {url} мекенжайына жіберу мүмкін болмады: {message}',
    stored: 'Сақталған есепті ашу',
    viewing: '{time} жасалған сақталған есеп.',
    messages: 'Хабарлар ({count})',
    runAgain: 'Қайта іске қосу',
  },
  ka: {
    title: 'Dastarkhan-ის ჰოსტის შესაბამისობის ნაკრები',
    intro:
      'ეს გვერდი მინი-აპლიკაციის როლს ასრულებს და რიგრიგობით ამოწმებს, იცავს თუ არა ჰოსტი, რომელშიც ის გაიხსნა, ხიდის პროტოკოლს.',
    running: 'მიმდინარეობს შემოწმებები: დასრულდა {done}.',
    done: 'დასრულდა: წარმატებული {pass}, წარუმატებელი {fail}, გამოტოვებული {skip}.',
    error: 'ნაკრები ვერ გაეშვა: {message}',
    outcome: { pass: 'წარმატებული', fail: 'წარუმატებელი', skip: 'გამოტოვებული' },
    promptTitle: 'თქვენი ჯერია',
    prompt:
      'აიძულეთ ჰოსტი, ახლა გამოგზავნოს ეს მოვლენები: {events}. დააჭირეთ მის „უკან“ ღილაკს, გადაიყვანეთ აპლიკაცია ფონურ რეჟიმში და დააბრუნეთ, შეცვალეთ მისი კონფიგურაცია და დააჭირეთ მის მთავარ ღილაკს („Conformance kit“).',
    resultTitle: 'შედეგი',
    checksTitle: 'შემოწმებები',
    download: 'ანგარიშის ჩამოტვირთვა (JSON)',
    sending: 'ანგარიში იგზავნება მისამართზე {url}…',
    sent: 'ანგარიში გაიგზავნა მისამართზე {url}.',
    sendFailed: 'ანგარიში ვერ გაიგზავნა მისამართზე {url}: {message}',
    stored: 'შენახული ანგარიშის გახსნა',
    viewing: 'შენახული ანგარიში, შექმნილი {time}.',
    messages: 'შეტყობინებები ({count})',
    runAgain: 'ხელახლა გაშვება',
  },
};

export const isKitLanguage = (value: unknown): value is KitLanguage =>
  typeof value === 'string' && Object.hasOwn(KIT_TEXTS, value);

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
