/** The errors Home can show on its first screen: in the first-screen texts (load-catalogue.ts). */
export default {
  serverError: {
    title: 'Oops! Server error',
    text: 'Something went wrong on our side. Please try again a little later.',
    toMainPage: 'Go to the main page',
  },
  generic: {
    title: 'Something went wrong',
    text: 'Please try again.',
  },
  network: {
    title: 'Poor network connection',
    text: 'Check your internet connection and try again.',
  },
  noRestaurants: 'There are no restaurants in the chosen city yet',
  geolocation: {
    denied: 'Geolocation is not allowed',
    allowHint: 'Allow access to your location so we can find venues near you',
    failed: 'Could not determine your location',
  },
} as const;
