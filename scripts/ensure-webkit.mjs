// The WebKit journeys (tests/e2e/webkit/) drive WebKitGTK's MiniBrowser through WebKitWebDriver on a virtual
// X display: WebKit is the engine of iOS WKWebView, and Debian ships no headless WebKit. Install them when
// missing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackages } from './debian-packages.mjs';

/** MiniBrowser sits in the multiarch library folder (x86_64-linux-gnu, aarch64-linux-gnu, ...). */
function miniBrowserFound() {
  return readdirSync('/usr/lib', { withFileTypes: true }).some(
    (entry) =>
      entry.isDirectory() && existsSync(join('/usr/lib', entry.name, 'webkit2gtk-4.1', 'MiniBrowser')),
  );
}

ensureDebianPackages({
  what: 'WebKit',
  packages: ['webkit2gtk-driver', 'xvfb'],
  paths: ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb'],
  present: miniBrowserFound,
  missing: 'MiniBrowser (/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser)',
});
