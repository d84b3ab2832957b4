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
} as const;
