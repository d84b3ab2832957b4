/** დონეების ფურცელი (docs/contract/screens.md#other-screens-and-dialogs, docs/contract/constants.md#cashback). */
export default {
  title: 'დონეები და ქეშბექი',
  open: 'დონეები და ქეშბექი',
  current: 'თქვენი დონე: {{grade}}, ქეშბექი {{percent}}%',
  spent: 'დახარჯული ბოლო {{days}} დღეში: {{amount}}',
  toNext: 'კიდევ {{amount}} დონემდე {{grade}} (ქეშბექი {{percent}}%)',
  top: 'ეს უმაღლესი დონეა',
  keeps: 'დონე {{grade}} შენარჩუნდება შემოწმებისას {{date}}',
  drops:
    'დახარჯეთ {{amount}} {{date}}-მდე, რომ შეინარჩუნოთ დონე {{grade}}, თორემ ის გახდება {{lower}} ({{percent}}%)',
  ladder: 'ყველა დონე',
  level: '{{grade}}: ქეშბექი {{percent}}% {{days}} დღეში {{amount}}-დან',
  yours: 'თქვენი დონე',
  bonuses: 'თქვენი ბონუსები: {{amount}}',
  expires: 'ისინი გაქრება {{date}}, თუ მანამდე არ დაგერიცხებათ ან არ დახარჯავთ',
  lifetime: 'ბონუსები ძალაშია ბოლო ოპერაციიდან {{months}} თვე; ყოველი ოპერაცია ყველა ბონუსს აგრძელებს',
  firstBill: 'აპლიკაციაში გადახდილი პირველი ანგარიში იძლევა {{percent}}% ქეშბექს',
  maxCashback: 'ქეშბექი არასოდეს აღემატება შენაძენის {{percent}}%-ს',
  guest: 'შედით, რომ ნახოთ თქვენი დონე და ბონუსები',
} as const;
