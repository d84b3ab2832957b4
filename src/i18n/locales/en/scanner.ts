export default {
  barcode: {
    title: 'Scan the barcode',
    hint: 'Point the camera at the barcode of the product',
    enterManually: 'Enter manually',
    scan: 'Scan a barcode',
    unavailable: '“{{name}}” cannot be bought now',
  },
  manual: {
    title: 'Enter the barcode',
    label: 'Barcode',
    placeholder: '8 or 13 digits',
    submit: 'Find the product',
  },
  qr: {
    title: 'Scan the QR code',
    hint: 'Point the camera at the QR code on your table',
  },
  camera: {
    deniedTitle: 'No access to the camera',
    deniedText: 'Allow camera access in the settings to scan codes',
    unavailable: 'The camera is not available on this device',
  },
  fridge: {
    unlock: 'Open the fridge',
    unlocking: 'Opening the fridge…',
    unlocked: 'The fridge is open. Take your products and close the door.',
    how: 'Open the fridge, take what you like, scan each product’s barcode and pay in the cart.',
    signIn: 'Sign in to open the fridge',
  },
} as const;
