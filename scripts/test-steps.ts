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
  // After the build, not beside it: started at once, a fresh machine's installs slowed lint, the build and
  // the unit lane (+4, +12, +25 s), brought the journeys 10 s forward, and the whole was no faster (ADR 0021).
  'ensure-chromium': ['build'],
  'ensure-webkit': ['ensure-chromium'],
  'test:e2e': ['ensure-webkit', 'lint', 'typecheck'],
};
