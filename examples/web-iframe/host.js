// A partner web page that hosts the mini-app in an iframe with dastarkhan/host. Every method has a handler
// or an explicit null; the user's choices come back as values (dismissed, closed), not as errors.
import { createHost } from '/dist/host.js';

const $ = (id) => document.getElementById(id);
const iframe = $('mini-app');
let host = null;

function logTraffic(direction, message) {
  const item = document.createElement('li');
  const name = message.method ?? message.event ?? '';
  item.textContent = `${direction === 'in' ? 'app → host' : 'host → app'} ${message.kind} ${name}`.trim();
  $('traffic').prepend(item);
}

/**
 * Asks the person in front of the page, in a modal dialog. Resolves with the chosen button's value (and the
 * typed text when `field` is set); an aborted call (the app stopped waiting) closes the dialog as 'cancel'.
 */
function ask({ title, text, buttons, field = false }, signal) {
  const dialog = $('ask');
  $('ask-title').textContent = title;
  $('ask-text').textContent = text;
  $('ask-field').hidden = !field;
  $('ask-input').value = '';
  $('ask-buttons').replaceChildren(
    ...buttons.map(([value, label]) => {
      const button = document.createElement('button');
      button.value = value;
      button.textContent = label;
      return button;
    }),
  );
  return new Promise((resolve) => {
    const abort = () => dialog.close('cancel');
    signal.addEventListener('abort', abort, { once: true });
    dialog.addEventListener(
      'close',
      () => {
        signal.removeEventListener('abort', abort);
        resolve({ choice: dialog.returnValue || 'cancel', text: $('ask-input').value.trim() });
      },
      { once: true },
    );
    dialog.showModal();
  });
}

async function scan(kind, { signal }) {
  const { choice, text } = await ask(
    {
      title: `Scan a ${kind}`,
      text: 'This page has no camera scanner of its own: type the code printed under it.',
      buttons: [
        ['ok', 'Use this code'],
        ['cancel', 'Cancel'],
      ],
      field: true,
    },
    signal,
  );
  return choice === 'ok' && text ? { status: 'success', text, format: 'manual' } : { status: 'dismissed' };
}

function position({ highAccuracy, timeoutMs, maxAgeMs }) {
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          status: 'success',
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      (error) => resolve({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: highAccuracy, timeout: timeoutMs, maximumAge: maxAgeMs },
    ),
  );
}

async function permission({ name }) {
  try {
    const { state } = await navigator.permissions.query({ name });
    return { state: state === 'prompt' ? 'notDetermined' : state };
  } catch {
    return { state: 'notDetermined' };
  }
}

/** The partner page's scheme: the mini-app follows it (its own default would be the browser's, too). */
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
const theme = () => ({ scheme: darkScheme.matches ? 'dark' : 'light' });
darkScheme.addEventListener('change', () => host?.setTheme(theme()));

// While the mini-app sends an order, leaving this page asks first (the browser's own question).
function askBeforeLeaving(event) {
  event.preventDefault();
  event.returnValue = true;
}

const handlers = {
  // Your backend signs the user in with Dastarkhan and hands the page a one-time code; here the person
  // only confirms, and the code is a stand-in.
  'auth.code': async (_, { signal }) => {
    const { choice } = await ask(
      {
        title: 'Sign in to Dastarkhan',
        text: 'Share your partner account with the Dastarkhan mini-app?',
        buttons: [
          ['allow', 'Allow'],
          ['cancel', 'Not now'],
        ],
      },
      signal,
    );
    return choice === 'allow' ? { status: 'success', code: 'partner-demo-code' } : { status: 'dismissed' };
  },
  'auth.trackId': null,
  'pay.open': async ({ trackId }, { signal }) => {
    const { choice } = await ask(
      {
        title: 'Pay for the order',
        text: `Order payment ${trackId}. Pay with the card saved in your partner account?`,
        buttons: [
          ['pay', 'Pay'],
          ['cancel', 'Close'],
        ],
      },
      signal,
    );
    return { status: choice === 'pay' ? 'success' : 'closed' };
  },
  'scan.qr': (_, context) => scan('QR code', context),
  'scan.barcode': (_, context) => scan('barcode', context),
  haptic:
    'vibrate' in navigator
      ? () => {
          navigator.vibrate(10);
        }
      : null,
  'permission.status': permission,
  // A web page can only make the browser ask by using the capability once; then it reports the answer.
  'permission.request': async (params) => {
    if (params.name !== 'geolocation') return permission(params);
    const { status } = await position({ highAccuracy: false, timeoutMs: 5000, maxAgeMs: 0 });
    return { state: status === 'success' ? 'granted' : 'denied' };
  },
  'geo.position': position,
  'geo.enabled': () => ({ enabled: 'geolocation' in navigator }),
  'cache.clear': null,
  'analytics.event': ({ name, properties }) => console.info('analytics', name, properties ?? {}),
  'link.open': ({ url }) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  'app.close': () => {
    iframe.hidden = true;
    $('connection').textContent = 'The mini-app closed itself. Load it again to continue.';
  },
  // The share sheet is the page's: an iframe may lack the permission to open one itself.
  share: async ({ title, text, url }) => {
    if (navigator.share) {
      try {
        await navigator.share({ title, text, url });
        return { status: 'shared' };
      } catch (error) {
        if (error.name === 'AbortError') return { status: 'dismissed' };
      }
    }
    await navigator.clipboard.writeText([text, url].filter(Boolean).join('\n'));
    return { status: 'copied' };
  },
  'closing.confirm': ({ enabled }) => {
    window.removeEventListener('beforeunload', askBeforeLeaving);
    if (enabled) window.addEventListener('beforeunload', askBeforeLeaving);
  },
  // A web page has no safer place for the token than the mini-app's own storage: not offered.
  'secure.get': null,
  'secure.set': null,
  // The host controls (docs/protocol.md): the primary action under the frame, the page's Back button
  // labelled by whose back it is, and a frame that grows to its full height.
  'mainButton.set': ({ visible, text, enabled = true, progress = false }) => {
    const button = $('main-button');
    button.hidden = !visible;
    button.textContent = visible ? `${text}${progress ? ' …' : ''}` : '';
    button.disabled = !enabled || progress;
    button.setAttribute('aria-busy', String(progress));
  },
  'backButton.set': ({ visible }) => {
    $('back').textContent = visible ? 'Back (in the mini-app)' : 'Back (this page)';
  },
  'view.expand': ({ fullscreen }) => {
    iframe.dataset.mode = fullscreen ? 'fullscreen' : 'expanded';
    host?.setViewport(viewport());
  },
  // The page's own dialog asks; Escape answers null (dismissed). Values are prefixed so that a button
  // the mini-app calls "cancel" is not taken for the dialog's own cancel.
  'popup.open': async ({ title, message, buttons }, { signal }) => {
    const { choice } = await ask(
      {
        title: title ?? '',
        text: message,
        buttons: buttons.map((button) => [`button:${button.id}`, button.text]),
      },
      signal,
    );
    return { buttonId: choice.startsWith('button:') ? choice.slice('button:'.length) : null };
  },
  'clipboard.write': async ({ text }) => {
    await navigator.clipboard.writeText(text);
  },
  // Your backend knows the signed-in partner user's phone and signs it (docs/api/auth.md); a page alone
  // cannot vouch for a phone, so this example does not offer it.
  'phone.request': null,
};

/** The frame's height and mode, for the welcome and after each view.expand; a page has no insets to send. */
const viewport = () => ({
  safeArea: { top: 0, right: 0, bottom: 0, left: 0 },
  height: iframe.clientHeight,
  mode: iframe.dataset.mode,
});

function embed(address) {
  let url;
  try {
    url = new URL(address, location.href);
  } catch {
    $('connection').textContent = `Not a URL: ${address}`;
    return;
  }
  host?.close();
  $('traffic').replaceChildren();
  // A new page starts without a main button, at its root, on a compact frame.
  $('main-button').hidden = true;
  $('back').textContent = 'Back';
  iframe.dataset.mode = 'compact';
  $('connection').textContent = 'Waiting for the mini-app…';
  host = createHost(handlers, {
    iframe,
    // Exactly the origin of the page we embed: nobody else may call our handlers.
    allowedOrigins: [url.origin],
    host: { name: 'Partner web page', version: '1.0.0', platform: 'web' },
    config: { primaryColor: $('color').value, language: $('language').value },
    launch: {},
    theme: theme(),
    viewport: viewport(),
    onTraffic: (direction, message) => {
      logTraffic(direction, message);
      if (message.kind === 'welcome') $('connection').textContent = `Connected to ${url.origin}`;
    },
  });
  iframe.hidden = false;
  iframe.src = url.href;
}

$('embed').addEventListener('submit', (event) => {
  event.preventDefault();
  embed($('app-url').value);
});
$('back').addEventListener('click', async () => {
  const { handled } = (await host?.back()) ?? { handled: false };
  logTraffic('note', {
    kind: handled ? 'back handled by the mini-app' : 'back not handled: the page would go back',
  });
});
// Sent only while the button takes a press: a disabled button (or one showing progress) fires no click.
$('main-button').addEventListener('click', () => host?.pressMainButton());
$('visible').addEventListener('change', (event) => host?.visibility(event.target.checked));
document.addEventListener('visibilitychange', () => host?.visibility(document.visibilityState === 'visible'));
$('config').addEventListener('submit', (event) => {
  event.preventDefault();
  host?.setConfig({ primaryColor: $('color').value, language: $('language').value });
});

embed($('app-url').value);
