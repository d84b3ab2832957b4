export default {
  title: 'Thank you for your order!',
  paid: 'The order is paid',
  orderNumber: 'Order № {{number}}',
  bonusesEarned_one: 'You will get {{count, number}} bonus',
  bonusesEarned_other: 'You will get {{count, number}} bonuses',
  buyMore: 'Buy more',
  details: 'Order details',
  products: 'Products',
  status: 'Order status',
  confirming: 'We are confirming the payment…',
  cash: 'Pay in cash when you get the order',
  notFound: 'No such order was found',
  backToCart: 'Back to the cart to order again',
  /** The promise at the top: a label over the big time. */
  when: {
    readyBy: 'Ready by',
    readyAt: 'Ready at',
    arrives: 'Arrives',
    deliveredAt: 'Delivered at',
  },
  /** Where the order is: the venue to pick it up at, the guest's table. */
  place: {
    pickup: 'Pick it up at',
    table: 'Table',
  },
} as const;
