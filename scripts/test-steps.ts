// The layers of `npm test` and the layers each waits for (scripts/test.mjs runs them; ADR 0021 says why they
// overlap as they do). A module of its own so that a test can read the order without running it.

/** Each step and the steps it waits for. */
export const STEPS: Record<string, string[]> = {
  lint: [],
  build: [],
  typecheck: ['build'],
  'test:unit': [],
  // The built-bundle checks mount the packed app in Chromium: on a fresh machine it is installed first (a
  // dist run that only raced the install lost it on 2026-11-29: `spawnSync /usr/bin/chromium ENOENT`).
  'test:dist': ['build', 'ensure-chromium'],
  // A fresh machine's browser installs (apt-get: download and unpack, little CPU) start at once: after the
  // build they put 75 s on the journeys' path (fresh machine, 2026-11-29: build 39 s, then Chromium 29 s and
  // WebKit 46 s, one after the other since dpkg takes one install at a time). Where both are there, 0 s.
  'ensure-chromium': [],
  'ensure-webkit': ['ensure-chromium'],
  'test:e2e': ['ensure-webkit', 'lint', 'typecheck'],
};
