/** Texts of the shared visual language (issue 11 item 8): the header's cart link and the screens' sections. */
export default {
  cartLink_one: 'Cart, {{count}} item',
  cartLink_other: 'Cart, {{count}} items',
  cartLinkEmpty: 'Cart, empty',
  settings: 'Settings',
} as const;
