export default {
  review: {
    title: 'Rate your order',
    rating: 'Rating',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    textLabel: 'Your review',
    textPlaceholder: 'Tell us what you liked and what we could do better',
    send: 'Send',
    sent: 'Thank you for your review!',
  },
  tips: {
    title: 'Tip the waiter',
    recipient: 'Waiter {{name}}',
    customSum: 'Another amount',
    customSumPlaceholder: 'Enter the amount',
    none: 'No tip',
    pay: 'Tip {{amount, money}}',
    success: 'Thank you! The waiter has received your tip',
  },
  grading: {
    title: 'Your level',
    current: 'Current level',
    cashback: '{{percent}}% cashback',
    maxCashback: 'Cashback up to {{percent}}%',
    toNextLevel: 'To the next level: {{amount, money}}',
    dropWarning: 'If you do not keep up your points, your level drops by one grade',
    bonusExpiry:
      'Bonuses expire 12 months after your last transaction. Each new transaction extends all your bonuses by 12 months.',
  },
} as const;
