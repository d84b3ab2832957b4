/** Лист уровней (docs/contract/screens.md#other-screens-and-dialogs, docs/contract/constants.md#cashback). */
export default {
  title: 'Уровни и кешбэк',
  open: 'Уровни и кешбэк',
  current: 'Ваш уровень: {{grade}}, кешбэк {{percent}}%',
  spent: 'Потрачено за последние {{days}} дней: {{amount}}',
  toNext: 'Ещё {{amount}} до уровня {{grade}} (кешбэк {{percent}}%)',
  top: 'Это самый высокий уровень',
  keeps: 'Уровень {{grade}} сохранится при проверке {{date}}',
  drops:
    'Потратьте {{amount}} до {{date}}, чтобы сохранить уровень {{grade}}, иначе он станет {{lower}} ({{percent}}%)',
  ladder: 'Все уровни',
  level: '{{grade}}: кешбэк {{percent}}% от {{amount}} за {{days}} дней',
  yours: 'ваш уровень',
  bonuses: 'Ваши бонусы: {{amount}}',
  expires: 'Они сгорят {{date}}, если до этого не будет начислений или списаний',
  lifetime: 'Бонусы живут {{months}} месяцев после последней операции с ними; каждая продлевает все бонусы',
  firstBill: 'Первый счёт, оплаченный в приложении, даёт кешбэк {{percent}}%',
  maxCashback: 'Кешбэк не бывает больше {{percent}}% от покупки',
  guest: 'Войдите, чтобы увидеть свой уровень и бонусы',
} as const;
