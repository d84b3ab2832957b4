export default {
  banners: {
    weather: {
      title: 'Delivery may take longer',
      text: 'Bad weather slows couriers down. If your order is late, we will refund the money within 1 working day.',
    },
    nightShift: {
      title: 'Night delivery may take longer',
      text: 'Fewer couriers work at night. If your order is late, we will refund the money within 1 working day.',
    },
    closed: {
      title: 'Delivery is closed',
      text: 'The venue is not delivering right now. Order takeaway or come back later.',
    },
  },
  tariffs: {
    title: 'Delivery method',
    fastest: 'Fastest',
    free: 'Free delivery',
    cost: 'Delivery {{amount, money}}',
    toNextTier: 'Add {{amount, money}} more for cheaper delivery',
    discount: 'Delivery discount {{amount, money}}',
    toNextTierAmount: 'Add {{amount}} more for cheaper delivery',
  },
  address: 'Delivery to {{address}}',
  lateRefund: 'Money back within 1 working day if the order is late during bad weather or the night shift',
} as const;
