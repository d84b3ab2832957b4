import { globSync, readFileSync, realpathSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/longest-first-sequencer.ts';

const UNIT_FILES = ['src/**/*.test.{ts,tsx}', 'bridge/**/*.test.{ts,tsx}'];

// A file that replaces a module with vi.mock needs a module graph of its own: in a shared one the module is
// already loaded, with the real export bound, by an earlier file (ADR 0015). Found by reading the files.
const MOCKING_MODULES = UNIT_FILES.flatMap((pattern) =>
  globSync(pattern, { cwd: import.meta.dirname }),
).filter((file) => readFileSync(`${import.meta.dirname}/${file}`, 'utf8').includes('vi.mock('));

const unit = {
  environment: 'happy-dom' as const,
  // Vitest's default is a worker less than the cores: one here, which left a core idle (ADR 0021).
  maxWorkers: 2,
  // Vitest's 5 s for a whole test ran out at load ~20 (the address map's three waits, 5.08 s; ADR 0021's
  // addendum): each wait inside has its own bound (testing-library's 5 s, waitFor's 8 s), so this one is
  // only the outer guard.
  testTimeout: 15_000,
  setupFiles: ['tests/unit-setup.ts'],
  // Our stylesheets are imported as text (`?inline`) into shadow roots: tests must see the real CSS.
  css: { include: [/\.css(\?|$)/] },
};

const e2e = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  fileParallelism: true,
  // Three sessions on two cores: a journey spends most of its time waiting on a browser or a sandbox
  // clock (idle-requests watches 10 s windows), so a third overlaps that waiting (e2e 316 s -> 272 s).
  maxWorkers: 3,
};

// One config, six projects: the test script picks them one by one so a failure names its layer.
export default defineConfig({
  // Vite refuses a `?inline` import from outside the folders it may serve (`Denied ID .../leaflet.css?inline`,
  // the address map's test in a worktree whose node_modules links to another checkout's). The real folder of
  // node_modules is allowed too: in a clone with its own it is inside this one, and nothing changes.
  server: { fs: { allow: [import.meta.dirname, realpathSync(`${import.meta.dirname}/node_modules`)] } },
  test: {
    // The longest journey files first, so that the three workers end together (ADR 0021).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          ...unit,
          name: 'unit',
          include: UNIT_FILES,
          exclude: MOCKING_MODULES,
          // A worker runs its files one after another in one page and module graph (ADR 0015): ~110 s
          // against ~250 s with fresh ones per file. unit-setup.ts puts the page back between files.
          isolate: false,
          // The *.test-d.ts files' type assertions are checked by `npm run typecheck`: vitest's typecheck ran
          // the same tsc over the same tsconfig.json a second time (ADR 0021).
        },
      },
      {
        extends: true,
        test: { ...unit, name: 'unit-isolated', include: MOCKING_MODULES, isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          maxWorkers: 2,
          // A sandbox test seeds a sandbox two or three times (0.3 s each, quiet): vitest's 5 s ran out at load
          // 7-34 (contract-control, reset; ADR 0021).
          testTimeout: 20_000,
          // As the unit project (ADR 0015): 11 s against 44 s with a fresh module graph per file.
          isolate: false,
          include: ['host-simulator/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/e2e/*.test.ts'],
        },
      },
      {
        extends: true,
        // A built bundle mounts whole here (its route chunks, i18n and telemetry loading): 5 s was once too
        // little under a full run on two cores.
        test: {
          name: 'dist',
          environment: 'node',
          include: ['tests/dist/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          ...e2e,
          name: 'e2e',
          include: ['tests/e2e/*.e2e.ts'],
          // A worker runs its Chromium files one after another in one module graph and one Chromium session,
          // each file in a user context of its own (shared-chromium.ts, ADR 0019): Chromium's start and the
          // worker's imports, ~8 CPU-s a file, are paid once per worker.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...e2e,
          name: 'e2e-webkit',
          // A WebKit file sets runJourneysIn('webkit') and then imports a Chromium journey file: that needs a
          // module graph of its own, so these stay isolated.
          include: ['tests/e2e/webkit/*.e2e.ts'],
          isolate: true,
        },
      },
    ],
  },
});
