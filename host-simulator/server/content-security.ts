import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of each kind of page the simulator serves (docs/integration-web.md gives
 * the app shell's to partners who host it).
 *
 * Scripts are strict everywhere: files of this origin only, never inline or eval; an inline script the
 * server itself writes (the simulator's config) is allowed by its hash. 'wasm-unsafe-eval' lets the
 * barcode scanner compile zxing's wasm (nothing else is evaluated). Styles allow 'unsafe-inline': the app
 * renders into a shadow root with <style> elements (its own, each feature's, Leaflet's) and the bridge's
 * scanner dialog sets element styles; a style cannot run code, and script-src stays closed.
 */
type Directives = Record<string, readonly string[]>;

const SELF = "'self'";
const NONE = "'none'";

function policy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The CSP hash source of an inline script's exact text. */
function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const COMMON: Directives = {
  'default-src': [SELF],
  'style-src': [SELF, "'unsafe-inline'"],
  'img-src': [SELF, 'data:', 'blob:'],
  'font-src': [SELF],
  'connect-src': [SELF],
  'object-src': [NONE],
  'base-uri': [NONE],
  'form-action': [SELF],
};

/** What the scanner needs: its module worker (a file of this origin), the camera stream and the wasm. */
const SCANNER: Directives = {
  'worker-src': [SELF],
  'media-src': [SELF, 'blob:'],
};

/**
 * The app shell: API, telemetry and images on this origin, the scanner, no frames of its own, and only the
 * named embedders (besides this origin: the simulator page, examples/web-iframe) may frame it.
 */
export function appShellPolicy(options: {
  frameAncestors: readonly string[];
  inlineScripts?: readonly string[];
}): string {
  return policy({
    ...COMMON,
    ...SCANNER,
    'script-src': [SELF, "'wasm-unsafe-eval'", ...(options.inlineScripts ?? []).map(scriptHash)],
    'frame-src': [NONE],
    'frame-ancestors': [SELF, ...options.frameAncestors],
  });
}

/** The simulator page: its own scripts, the app (or another page of this server) in the phone frame. */
export function simulatorPagePolicy(): string {
  return policy({
    ...COMMON,
    'script-src': [SELF],
    'frame-src': [SELF],
    'frame-ancestors': [SELF],
  });
}

/**
 * The examples: the reference mini-app (scanner included) and the partner page that frames any mini-app
 * URL typed into it, so frame-src is any http(s) page; the mini-app may be framed by local hosts (tests
 * frame it from 127.0.0.2) and the named embedders.
 */
export function examplesPolicy(options: { frameAncestors: readonly string[] }): string {
  return policy({
    ...COMMON,
    ...SCANNER,
    'script-src': [SELF, "'wasm-unsafe-eval'"],
    'frame-src': [SELF, 'http:', 'https:'],
    'frame-ancestors': [
      SELF,
      'http://127.0.0.1:*',
      'http://127.0.0.2:*',
      'http://localhost:*',
      ...options.frameAncestors,
    ],
  });
}

/**
 * The conformance kit's page (docs/conformance-kit.md): framed by the hosts under test like the examples, its
 * stranger frame from this origin, and its report posted here or to the URL its query names.
 */
export function conformanceKitPolicy(options: {
  frameAncestors: readonly string[];
  connectTo?: readonly string[];
}): string {
  return policy({
    ...COMMON,
    ...SCANNER,
    'script-src': [SELF, "'wasm-unsafe-eval'"],
    'connect-src': [SELF, ...(options.connectTo ?? [])],
    'frame-src': [SELF],
    'frame-ancestors': [
      SELF,
      'http://127.0.0.1:*',
      'http://127.0.0.2:*',
      'http://localhost:*',
      ...options.frameAncestors,
    ],
  });
}

/**
 * The sandbox's own pages (pay, login, terms): no script at all. Framed only by the simulator (this origin)
 * and the mini-app's origins, so no other site can lay Pay or a test sign-in under its own page and have them
 * clicked (clickjacking). Their forms post to the page itself, and the redirect that follows, which browsers
 * check against form-action too, only to the origins the guest returns to (`returnTo`).
 */
export function sandboxPagePolicy(options: {
  frameAncestors: readonly string[];
  returnTo: readonly string[];
}): string {
  return policy({
    'default-src': [NONE],
    'style-src': ["'unsafe-inline'"],
    'img-src': [SELF, 'data:'],
    'base-uri': [NONE],
    'form-action': [SELF, ...new Set(options.returnTo)],
    'frame-ancestors': [SELF, ...options.frameAncestors],
  });
}
