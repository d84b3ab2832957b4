export default {
  title: 'Home',
  categories: {
    promo: { name: 'Promotions', title: 'Venues with promotions' },
    near: { name: 'Nearby', title: 'Venues near you' },
    popular: { name: 'Popular', title: 'Top rated venues' },
    recent: { name: 'Order again', title: 'Your recent orders' },
    sf: { name: 'Semi-finished', title: 'Semi-finished products' },
    brand: { title: '{{brand}}: all venues' },
  },
  shortcuts: 'Quick picks',
  brands: 'Brands',
  allVenues: 'All venues',
  venues_one: '{{count}} venue',
  venues_other: '{{count}} venues',
  empty: 'There are no venues here yet',
} as const;
