export default {
  title: 'Questions and answers',
  items: {
    cashback: {
      question: 'How does cashback work?',
      answer:
        'You get part of every order back as bonuses. The percentage depends on your level and is up to 10%. Your first bill paid in the app gives 10% cashback.',
    },
    bonusExpiry: {
      question: 'When do bonuses expire?',
      answer:
        'Bonuses expire 12 months after your last transaction. Each new transaction extends all your bonuses by 12 months.',
    },
    bonusPayment: {
      question: 'How much can I pay with bonuses?',
      answer:
        'Each restaurant sets the share of an order you can pay with bonuses. Delivery cannot be paid with bonuses.',
    },
    lateDelivery: {
      question: 'What if my delivery is late?',
      answer:
        'If an order is not delivered on time during bad weather or the night shift, we refund the money within 1 working day.',
    },
    billByQr: {
      question: 'How do I pay the bill at a table?',
      answer:
        'Scan the QR code on your table, check the bill and pay it online. You can also tip the waiter.',
    },
    accountDeletion: {
      question: 'Can I restore a deleted account?',
      answer: 'Yes, within 90 days: just sign in again with the same phone number.',
    },
  },
} as const;
