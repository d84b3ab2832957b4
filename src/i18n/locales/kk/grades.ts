/** Деңгейлер парағы (docs/contract/screens.md#other-screens-and-dialogs, docs/contract/constants.md#cashback). */
export default {
  title: 'Деңгейлер мен кешбэк',
  open: 'Деңгейлер мен кешбэк',
  current: 'Сіздің деңгейіңіз: {{grade}}, кешбэк {{percent}}%',
  spent: 'Соңғы {{days}} күнде жұмсалғаны: {{amount}}',
  toNext: '{{grade}} деңгейіне дейін тағы {{amount}} (кешбэк {{percent}}%)',
  top: 'Бұл ең жоғары деңгей',
  keeps: '{{grade}} деңгейі {{date}} тексерісінде сақталады',
  drops:
    '{{grade}} деңгейін сақтау үшін {{date}} дейін {{amount}} жұмсаңыз, әйтпесе ол {{lower}} ({{percent}}%) болады',
  ladder: 'Барлық деңгейлер',
  level: '{{grade}}: {{days}} күнде {{amount}} жұмсағанда кешбэк {{percent}}%',
  yours: 'сіздің деңгейіңіз',
  bonuses: 'Сіздің бонустарыңыз: {{amount}}',
  expires: 'Оған дейін бонус есептелмесе не жұмсалмаса, олар {{date}} күйіп кетеді',
  lifetime:
    'Бонустар соңғы операциядан кейін {{months}} ай сақталады; әр операция барлық бонустың мерзімін ұзартады',
  firstBill: 'Қосымшада төленген алғашқы шот {{percent}}% кешбэк береді',
  maxCashback: 'Кешбэк сатып алудың {{percent}}%-ынан аспайды',
  guest: 'Деңгейіңіз бен бонустарыңызды көру үшін кіріңіз',
} as const;
