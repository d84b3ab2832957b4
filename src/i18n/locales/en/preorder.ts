export default {
  title: 'Bill · order № {{number}}',
  titleLoading: 'Bill',
  open: 'Bill',
  waiter: 'Waiter',
  paid: 'The bill is paid',
  due: 'To pay: {{amount}}',
  payOnlineHint: 'Pay online now, or ask the waiter for the card machine',
  payWaiter: 'Pay the waiter in cash',
  sums: 'Sums',
  next: 'What you can do next',
  pay: 'Pay {{amount}} online',
  payFailed: 'The payment did not go through. You can try again.',
  notFound: {
    title: 'We could not find this bill',
    text: 'The link may be wrong, or the order was placed from another account. Sign in with the phone number you ordered with.',
  },
} as const;
