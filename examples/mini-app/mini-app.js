// The reference mini-app: every bridge method behind a button, every answer in the log.
import { authorize, BridgeError, createBridge } from '/dist/bridge.js';

/**
 * A parent page may host this page in an iframe when its origin is named in ?host_origin=, but only on
 * loopback addresses: this page is a test tool. A real mini-app's allowlist is part of its deployment,
 * never of its URL, or any page could embed it and answer its calls.
 */
function hostOrigins() {
  const named = new URLSearchParams(location.search).getAll('host_origin');
  const loopback = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/;
  return [location.origin, ...named.filter((origin) => loopback.test(origin))];
}

const $ = (id) => document.getElementById(id);
const log = (text) => {
  const item = document.createElement('li');
  item.textContent = `${new Date().toISOString().slice(11, 23)} ${text}`;
  $('log').prepend(item);
};

const bridge = await createBridge({
  window,
  hostOrigins: hostOrigins(),
  app: { name: 'bridge reference mini-app', version: '1.0.0' },
});

$('status').textContent =
  `Runtime: ${bridge.runtime}, host: ${bridge.host.name || '(browser)'}, protocol v${bridge.version}`;
document.documentElement.dataset.runtime = bridge.runtime;
const facts = {
  host: bridge.host,
  methods: bridge.methods,
  config: bridge.config,
  launch: bridge.launch,
  theme: bridge.latest('theme') ?? null,
  viewport: bridge.latest('viewport') ?? null,
};
for (const [name, value] of Object.entries(facts)) {
  const term = document.createElement('dt');
  term.textContent = name;
  const detail = document.createElement('dd');
  detail.id = `handshake-${name}`;
  detail.textContent = JSON.stringify(value);
  $('handshake').append(term, detail);
}

/** Label, the method(s) it needs, and the call. */
const CALLS = [
  ['Log in', ['auth.code', 'auth.trackId'], () => authorize(bridge)],
  [
    'Pay',
    ['pay.open'],
    () =>
      bridge.call('pay.open', {
        trackId: 'demo-track',
        paymentUrl: 'https://psp.example/pay/1',
        successPath: '/examples/mini-app/?paid=1',
      }),
  ],
  ['Scan QR', ['scan.qr'], () => bridge.call('scan.qr')],
  [
    'Scan barcode',
    ['scan.barcode'],
    () => bridge.call('scan.barcode', { formats: ['ean_13', 'ean_8', 'upc_a'] }),
  ],
  ['Haptic', ['haptic'], () => bridge.call('haptic', { type: 'notificationSuccess' })],
  ['Location', ['geo.position'], () => bridge.call('geo.position')],
  ['Location switch', ['geo.enabled'], () => bridge.call('geo.enabled')],
  [
    'Location permission',
    ['permission.status'],
    () => bridge.call('permission.status', { name: 'geolocation' }),
  ],
  ['Ask for the camera', ['permission.request'], () => bridge.call('permission.request', { name: 'camera' })],
  ['Clear cache', ['cache.clear'], () => bridge.call('cache.clear')],
  [
    'Analytics event',
    ['analytics.event'],
    () => bridge.call('analytics.event', { name: 'reference.tap', properties: { screen: 'demo' } }),
  ],
  [
    'Open a map',
    ['link.open'],
    () => bridge.call('link.open', { url: 'https://maps.google.com/?q=43.2389,76.8897', kind: 'navigation' }),
  ],
  ['Close the mini-app', ['app.close'], () => bridge.call('app.close')],
  [
    'Share',
    ['share'],
    () => bridge.call('share', { title: 'Dastarkhan', text: 'A reference mini-app', url: location.href }),
  ],
  ['Confirm closing: on', ['closing.confirm'], () => bridge.call('closing.confirm', { enabled: true })],
  ['Confirm closing: off', ['closing.confirm'], () => bridge.call('closing.confirm', { enabled: false })],
  [
    'Secure storage: write',
    ['secure.set'],
    () => bridge.call('secure.set', { key: 'reference', value: new Date().toISOString() }),
  ],
  ['Secure storage: read', ['secure.get'], () => bridge.call('secure.get', { key: 'reference' })],
  [
    'Main button: show',
    ['mainButton.set'],
    () =>
      bridge.call('mainButton.set', { visible: true, text: 'Pay 1 290 ₸', enabled: true, progress: false }),
  ],
  [
    'Main button: progress',
    ['mainButton.set'],
    () => bridge.call('mainButton.set', { visible: true, text: 'Pay 1 290 ₸', progress: true }),
  ],
  ['Main button: hide', ['mainButton.set'], () => bridge.call('mainButton.set', { visible: false })],
  ['Back button: show', ['backButton.set'], () => bridge.call('backButton.set', { visible: true })],
  ['Back button: hide', ['backButton.set'], () => bridge.call('backButton.set', { visible: false })],
  ['Expand', ['view.expand'], () => bridge.call('view.expand', { fullscreen: false })],
  ['Full screen', ['view.expand'], () => bridge.call('view.expand', { fullscreen: true })],
  [
    'Native popup',
    ['popup.open'],
    () =>
      bridge.call('popup.open', {
        title: 'Replace the cart?',
        message: 'The dishes now in the cart will be removed.',
        buttons: [
          { id: 'replace', text: 'Replace', style: 'destructive' },
          { id: 'keep', text: 'Keep', style: 'cancel' },
        ],
      }),
  ],
  ['Copy an order number', ['clipboard.write'], () => bridge.call('clipboard.write', { text: '1042' })],
  ['Sign in with the host phone', ['phone.request'], () => bridge.call('phone.request')],
];

// The host's look as it changes: its scheme on the page, each theme and viewport in the log.
const showTheme = (theme) => {
  document.documentElement.style.colorScheme = theme?.scheme ?? 'light';
};
showTheme(bridge.latest('theme'));
bridge.on('theme', (theme) => {
  showTheme(theme);
  log(`theme: ${JSON.stringify(theme)}`);
});
bridge.on('viewport', (viewport) => log(`viewport: ${JSON.stringify(viewport)}`));

for (const [label, methods, run] of CALLS) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.disabled = !methods.some((method) => bridge.supports(method));
  if (button.disabled) button.title = `${methods.join(' / ')}: not offered by this host`;
  button.addEventListener('click', async () => {
    log(`${label}…`);
    try {
      log(`${label}: ${JSON.stringify(await run())}`);
    } catch (error) {
      log(
        `${label}: ${error instanceof BridgeError ? `${error.name} ${error.code}` : 'Error'}: ${error.message}`,
      );
    }
  });
  $('calls').append(button);
}

// A layer registers for back while it is open; the bridge asks the newest handler first.
let closeSheetOnBack = null;
const closeSheet = () => {
  $('sheet').hidden = true;
  closeSheetOnBack?.();
  closeSheetOnBack = null;
  $('open-sheet').focus();
};
$('open-sheet').addEventListener('click', () => {
  $('sheet').hidden = false;
  closeSheetOnBack = bridge.on('back', () => {
    closeSheet();
    log('back: closed the sheet');
    return true;
  });
  $('close-sheet').focus();
});
$('close-sheet').addEventListener('click', closeSheet);
bridge.on('back', () => {
  log('back: nothing to close here');
  return false;
});
bridge.on('mainButton.press', () => log('mainButton.press: the guest tapped the host’s main button'));
bridge.on('visibility', ({ visible }) => log(`visibility: ${visible ? 'visible' : 'hidden'}`));
bridge.on('config', (config) => {
  $('handshake-config').textContent = JSON.stringify(config);
  log(`config: ${JSON.stringify(config)}`);
});
log('ready');
