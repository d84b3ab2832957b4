import { defineConfig } from 'vitest/config';

// One config, four projects: the test script picks them one by one so a failure names its layer.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'bridge/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit-setup.ts'],
          // Our stylesheets are imported as text (`?inline`) into shadow roots: tests must see the real CSS.
          css: { include: [/\.css(\?|$)/] },
          typecheck: { enabled: true, include: ['**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['host-simulator/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          // Three sessions on two cores: a journey spends most of its time waiting on a browser or a sandbox
          // clock (idle-requests watches 10 s windows), so a third overlaps that waiting (e2e 316 s -> 272 s).
          maxWorkers: 3,
        },
      },
    ],
  },
});
