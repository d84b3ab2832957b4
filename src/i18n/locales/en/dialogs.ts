export default {
  copy: {
    action: 'Copy',
    copied: 'Copied',
    failed: 'Could not copy',
  },
  ageRestriction: {
    title: 'Are you 21 or older?',
    paragraph1: 'This section contains tobacco products, alcohol and energy drinks.',
    paragraph2: 'The law forbids selling them to persons under 21.',
    paragraph3: 'By confirming, you state that you are 21 or older.',
    no: 'No',
    confirm: 'Yes, I am 21 or older',
  },
  appDownload: {
    title: 'Get the app',
    text: 'Order faster and collect bonuses in our app',
    download: 'Download',
    later: 'Not now',
  },
  sendingOrder: {
    title: 'Sending your order...',
    hint: 'Please do not close the page',
  },
  tablet: {
    title: 'Order here',
    touch: 'Order on the screen',
    scan: 'Scan the QR code with your phone',
    nameTitle: 'What is your name?',
    namePlaceholder: 'Your name',
    takeaway: 'Takeaway',
    inHall: 'In the hall',
    orderNumber: 'Your order number',
    rememberNumber: 'Remember your order number: we will call it when the order is ready',
    newOrder: 'New order',
  },
} as const;
