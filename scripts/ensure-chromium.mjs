// The browser tests drive Debian's Chromium through its ChromeDriver. A fresh machine has neither, and
// no test tool may download a browser here, so install them from Debian's packages when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = ['/usr/bin/chromium', '/usr/bin/chromedriver'];
if (needed.every((path) => existsSync(path))) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium chromium-driver');
  process.exit(1);
}
console.log('Installing Debian chromium and chromium-driver for the browser tests (about a minute)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-driver'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
for (const path of needed) {
  if (!existsSync(path)) {
    console.error(`${path} is still missing after apt-get install`);
    process.exit(1);
  }
}
