export default {
  title: 'Bill',
  table: 'Table {{number}}',
  waiter: 'Waiter',
  contents: 'Bill contents',
  amount: 'Amount to pay',
  bonuses: 'Bonuses',
  bonusesEarned_one: 'You will get {{count, number}} bonus',
  bonusesEarned_other: 'You will get {{count, number}} bonuses',
  firstBillCashback: 'Get {{percent}}% cashback for your first bill paid in the app',
  pay: 'Pay {{amount, money}}',
  paid: 'The bill is paid',
  callWaiter: 'Call the waiter',
  waiterCalled: 'The waiter is on the way',
  notFound: {
    title: 'No bill found',
    text: 'Check the QR code or refresh the page. You can also call the waiter.',
  },
} as const;
