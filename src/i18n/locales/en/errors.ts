export default {
  notFound: {
    title: 'Page not found',
    text: 'There is no such page. It may have been moved or deleted.',
  },
  qr: {
    wrong: 'This QR code is not ours. Scan the QR code on your table.',
    notRecognized: 'Could not recognise the QR code',
    otherVenue: {
      title: 'This table belongs to another venue',
      text: 'Your cart has been emptied. Please order again.',
    },
  },
  barcode: {
    wrong: 'Wrong barcode',
    notRecognized: 'Could not recognise the barcode',
    notFound: 'No product with this barcode was found',
  },
  tableNotAttached: 'The table is not attached. Scan the QR code on your table.',
  fridge: {
    title: 'The fridge did not unlock',
    text: 'The fridge could not be unlocked: the internet connection is poor. Try again or cancel.',
  },
  payment: {
    title: 'Payment error',
    text: 'An error occurred during payment. Try again or choose another payment method.',
  },
  delivery: {
    notAvailable: 'Delivery is not available to this address',
    selectAnotherPoint: 'Select another point on the map',
    venueDoesNotDeliver: 'This venue does not deliver to your location',
  },
  dishes: {
    unavailable: 'Some dishes are finished or unavailable for the chosen mode',
    removeToContinue: 'Remove them to continue',
    priceChanged: 'The price of “{{name}}” has changed',
    itemUnavailable: '“{{name}}” is unavailable',
    itemStopped: '“{{name}}” is out of stock',
  },
  promoPricesChanged: 'Promo prices may have changed. Check them before confirming.',
  distanceWarning: {
    title: 'The venue is far from you',
    text: 'The venue is {{distance, distance}} away. Are you sure you want to order here?',
  },
  pickupWarning: 'You will pick up the order yourself at {{address}}',
  terminalNotFound: 'Terminal is not found',
  venueNotFound: {
    title: 'Venue not found',
    text: 'There is no such venue. It may have closed or the link is wrong.',
  },
  messengerLinkMissing: 'This venue has no messenger link',
} as const;
