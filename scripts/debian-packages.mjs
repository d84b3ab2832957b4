// What the browser installers share: a fresh machine may lack a browser, and no test tool may download one
// here, so the missing one is installed from Debian's packages (as root), then checked again.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Exits 0 at once when every path exists and `present()` holds; otherwise installs `packages` with apt-get
 * and exits 1 naming what is still missing. `what` names the browser in the messages.
 */
export function ensureDebianPackages({ what, packages, paths, present = () => true, missing = '' }) {
  if (paths.every((path) => existsSync(path)) && present()) return;
  if (process.getuid?.() !== 0) {
    console.error(`${what} is missing. Install it with: sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian ${packages.join(' and ')} for the ${what} tests (about a minute)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // An install stopped midway (npm test stops every step when one fails) leaves packages unpacked but not
  // configured, and apt-get then refuses any install until dpkg finishes them: finish them first.
  execFileSync('dpkg', ['--configure', '-a'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  for (const path of paths) {
    if (!existsSync(path)) {
      console.error(`${path} is still missing after apt-get install`);
      process.exit(1);
    }
  }
  if (!present()) {
    console.error(`${missing} is still missing after apt-get install`);
    process.exit(1);
  }
}
