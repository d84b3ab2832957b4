export default {
  title: 'Search',
  placeholder: 'Venue, dish or product',
  fieldLabel: 'Search for venues, dishes and products',
  cancel: 'Cancel',
  back: 'Back',
  showOnMap: 'Show on map',
  serviceSwitcher: 'How you want to get the order',
  balance: 'Bonus balance: {{count, number}}',
  history: {
    title: 'Recent searches',
    clear: 'Clear history',
  },
  suggestions: 'Suggestions',
  results: {
    venues: 'Venues',
    dishes: 'Dishes',
  },
  nothingFound: 'Nothing found for “{{query}}”',
  tryAnother: 'Try another query',
} as const;
