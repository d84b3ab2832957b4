/**
 * Debian's Chromium and ChromeDriver (installed by .ci/run). Both binaries are named explicitly, or
 * webdriverio tries to download a browser, which this machine cannot. The background-networking flags
 * keep Chromium from calling out to Google hosts on a machine with no network but loopback.
 * ChromeDriver merges a --disable-features given here with its own (IgnoreDuplicateNavs, Prewarm).
 */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--window-size=1280,900',
  // Headless Chromium still builds the address bar's suggestion popup (a WebUI page in a renderer of its own,
  // chrome://omnibox-popup.top-chrome/) that no automated session ever opens: ~1 s of CPU per launch and more
  // while it idles, paid by each of the e2e project's ~50 Chromium sessions (ADR 0018).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export function chromiumCapabilities(extraArgs: string[] = []) {
  return {
    browserName: 'chrome',
    'goog:chromeOptions': { binary: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] },
    'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
  };
}
