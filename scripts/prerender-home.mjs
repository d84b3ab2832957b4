// Home's first frame for the app shell's page (ADR 0012): the library build's own mount() renders Home in a
// happy-dom page at build time, with every API request and the position left pending, so what is written
// is what the app's first commit shows before Home's lists arrive: the real components, no second copy.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';

/** Never answers: Home's lists stay loading, as they are when the app's first commit replaces the frame. */
const pending = () => new Promise(() => {});

/**
 * Globals the page's own replace even where Node has one. The timers among them: the app left mounted with
 * its requests pending sets their 30 s timeouts (and the bridge its 15 s ones for the position); on Node's
 * timers they kept the build's process alive ~20-30 s after dist/ was written, on `npm test`'s path. On the
 * page's, `happyDOM.abort()` clears them.
 */
const PAGE_OWNED = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
];

/** The page's globals the app's modules read when imported or mounted. */
function installGlobals(window) {
  const saved = new Map();
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis && !PAGE_OWNED.includes(key)) continue;
    saved.set(key, Object.getOwnPropertyDescriptor(globalThis, key));
    Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: window[key] });
  }
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else delete globalThis[key];
    }
  };
}

/** A text as a single-quoted attribute's value (JSON's double quotes stay as they are). */
const attributeValue = (text) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/** The markup of `root`, once two looks a tick apart agree (the effects of the first commit have run). */
async function settled(read) {
  let last = null;
  for (let round = 0; round < 100; round += 1) {
    const now = read();
    if (now === last) return now;
    last = now;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error('prerender: Home did not settle');
}

/**
 * @param {object} options
 * @param {string} options.dist the built dist/ folder (its dastarkhan.js is rendered)
 * @param {string} options.base the app shell's base path ('/app/')
 * @param {readonly string[]} options.languages
 * @param {Record<string, string>} [options.storage] local storage before each mount (a signed-in guest's token)
 * @param {Record<string, Record<string, string>>} [options.townNames] each language's town names by id, written
 *   on its copy for the inline script (home-frame.ts's fitFrame)
 * @returns {Promise<{ styles: string, frames: Record<string, string> }>} the shadow root's stylesheet, and
 *   each language's frame: the app's root element with Home inside
 */
export async function prerenderHomeFrames({ dist, base, languages, storage = {}, townNames = {} }) {
  const window = new Window({ url: `http://localhost${base}`, width: 412, height: 915 });
  window.fetch = pending;
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition() {}, watchPosition: () => 0, clearWatch() {} },
  });
  const restore = installGlobals(window);
  const realFetch = globalThis.fetch;
  globalThis.fetch = pending;
  try {
    const { mount } = await import(pathToFileURL(resolve(dist, 'dastarkhan.js')).href);
    const frames = {};
    let styles = '';
    for (const language of languages) {
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
      const el = window.document.createElement('div');
      window.document.body.append(el);
      const handle = mount(el, { routing: 'browser', basePath: base.replace(/\/$/, ''), language });
      await handle.ready;
      const root = el.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-root');
      if (!root?.querySelector('[data-screen="home"]')) throw new Error(`prerender: no Home in ${language}`);
      const inner = await settled(() => root.innerHTML);
      styles = root.parentNode.querySelector('style')?.textContent ?? '';
      const towns = townNames[language]
        ? ` data-towns='${attributeValue(JSON.stringify(townNames[language]))}'`
        : '';
      frames[language] =
        `<div class="dk-root" data-prerendered="${language}" lang="${language}" dir="${root.dir || 'ltr'}"${towns}>${inner}</div>`;
      handle.unmount();
      el.remove();
      window.localStorage.clear();
    }
    return { styles, frames };
  } finally {
    globalThis.fetch = realFetch;
    restore();
    await window.happyDOM.abort();
    window.close();
  }
}
