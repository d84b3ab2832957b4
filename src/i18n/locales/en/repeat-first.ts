/** What Home's first screen shows of `repeat`: in the first-screen texts (load-catalogue.ts); the rest is in repeat.ts. */
export default {
  action: 'Repeat',
  actionLabel: 'Repeat order № {{number}}',
  home: {
    title: 'Repeat a recent order',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
  },
} as const;
