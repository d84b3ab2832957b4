// The WebKit journeys (tests/e2e/webkit/) drive WebKitGTK's MiniBrowser through WebKitWebDriver on a virtual
// X display: WebKit is the engine of iOS WKWebView, and Debian ships no headless WebKit. A fresh machine has
// none of it, and no test tool may download a browser here, so install it from Debian's packages when missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** MiniBrowser sits in the multiarch library folder (x86_64-linux-gnu, aarch64-linux-gnu, ...). */
function miniBrowserFound() {
  return readdirSync('/usr/lib', { withFileTypes: true }).some(
    (entry) =>
      entry.isDirectory() && existsSync(join('/usr/lib', entry.name, 'webkit2gtk-4.1', 'MiniBrowser')),
  );
}

const needed = ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb'];
if (needed.every((path) => existsSync(path)) && miniBrowserFound()) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error('WebKit is missing. Install it with: sudo apt-get install -y webkit2gtk-driver xvfb');
  process.exit(1);
}
console.log('Installing Debian webkit2gtk-driver and xvfb for the WebKit journeys (about a minute)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'webkit2gtk-driver', 'xvfb'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
for (const path of needed) {
  if (!existsSync(path)) {
    console.error(`${path} is still missing after apt-get install`);
    process.exit(1);
  }
}
if (!miniBrowserFound()) {
  console.error(
    'MiniBrowser (/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser) is still missing after apt-get install',
  );
  process.exit(1);
}
