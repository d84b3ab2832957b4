// The browser tests drive Debian's Chromium through its ChromeDriver; install them when missing.
import { ensureDebianPackages } from './debian-packages.mjs';

ensureDebianPackages({
  what: 'Chromium',
  packages: ['chromium', 'chromium-driver'],
  paths: ['/usr/bin/chromium', '/usr/bin/chromedriver'],
});
