export default {
  label: 'Main navigation',
  home: 'Home',
  map: 'Map',
  orders: 'Orders',
  cart: 'Cart',
  profile: 'Profile',
} as const;
