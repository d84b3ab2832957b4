/**
 * Debian's Chromium and ChromeDriver (installed by .ci/run). Both binaries are named explicitly, or
 * webdriverio tries to download a browser, which this machine cannot. The background-networking flags
 * keep Chromium from calling out to Google hosts on a machine with no network but loopback.
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
];

export function chromiumCapabilities(extraArgs: string[] = []) {
  return {
    browserName: 'chrome',
    'goog:chromeOptions': { binary: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] },
    'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
  };
}
