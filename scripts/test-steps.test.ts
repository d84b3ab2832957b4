import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STEPS } from './test-steps.ts';

/** Every step `step` waits for, directly or through another. */
function stepsBefore(step: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const needed of STEPS[name] ?? [])
      if (!seen.has(needed)) {
        seen.add(needed);
        visit(needed);
      }
  };
  visit(step);
  return seen;
}

// On a fresh machine `npm test` installs the browsers itself (README): a layer that drives one must not start
// before its install has ended. The built-bundle checks raced it once and lost (2026-11-29, a fresh clone:
// `spawnSync /usr/bin/chromium ENOENT` in tests/dist/consumer.test.ts).
describe("npm test's layers", () => {
  it('start a layer that drives Chromium only once Chromium is installed', () => {
    for (const layer of ['test:dist', 'test:e2e']) expect(stepsBefore(layer)).toContain('ensure-chromium');
    expect(stepsBefore('test:e2e')).toContain('ensure-webkit');
  });
});

// The installers run apt-get as root. npm test stops every layer when one fails, an install too: dpkg then
// holds packages unpacked but not configured, and every later apt-get install refused with "dpkg was
// interrupted, you must manually run 'dpkg --configure -a'" (2026-11-29, the run after the one above).
describe('installing a missing browser', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'debian-packages-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finishes an install that was stopped midway before it installs anything', () => {
    const log = join(scratch, 'calls.log');
    const interrupted = join(scratch, 'interrupted');
    const installed = join(scratch, 'browser');
    writeFileSync(interrupted, '');
    // dpkg and apt-get as they behave here: apt-get refuses while an install is left unfinished.
    const tool = (name: string, body: string) => {
      writeFileSync(join(scratch, name), `#!/bin/sh\necho "${name} $*" >> ${log}\n${body}\n`);
      chmodSync(join(scratch, name), 0o755);
    };
    tool('dpkg', `rm -f ${interrupted}`);
    tool(
      'apt-get',
      `if [ -e ${interrupted} ]; then echo "E: dpkg was interrupted" >&2; exit 100; fi\n` +
        `case "$1" in install) touch ${installed};; esac`,
    );
    const script = `import { ensureDebianPackages } from ${JSON.stringify(join(import.meta.dirname, 'debian-packages.mjs'))};
      ensureDebianPackages({ what: 'Test', packages: ['browser'], paths: [${JSON.stringify(installed)}] });`;
    const run = () =>
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, PATH: `${scratch}:${process.env.PATH}` },
        stdio: 'pipe',
      });
    if (process.getuid?.() !== 0) {
      // Not root (a developer's own machine): nothing is installed, the command to run is named.
      expect(run).toThrow(/sudo apt-get install -y browser/);
      expect(existsSync(log)).toBe(false);
      return;
    }
    run();
    expect(existsSync(installed)).toBe(true);
    expect(readFileSync(log, 'utf8').split('\n')[0]).toBe('dpkg --configure -a');
  });
});
