import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './import-rules.ts';
import { MODULE_LIMITS, moduleStats } from './module-stats.ts';

// Issue 32 item 5: fewer, fuller modules. 426 modules, median 57 and three over 300 lines at the issue;
// 277, median 99 and none over once one-idea modules were merged into the cohesive ones of their chunk.
describe('the modules of src/', () => {
  it('are at most MODULE_LIMITS.count, median MODULE_LIMITS.medianLines lines or more, none over the bound', () => {
    const stats = moduleStats(repoRoot);
    expect(stats.count).toBeLessThanOrEqual(MODULE_LIMITS.count);
    expect(stats.medianLines).toBeGreaterThanOrEqual(MODULE_LIMITS.medianLines);
    expect(stats.over).toEqual([]);
  });

  const scratch = mkdtempSync(join(tmpdir(), 'module-stats-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('count production modules only, and name the ones over the bound', () => {
    const lines = (count: number) => 'export const x = 1;\n'.repeat(count);
    const tree: Record<string, string> = {
      'src/a.ts': lines(10),
      'src/features/f/b.tsx': lines(301),
      'src/features/f/c.ts': lines(20),
      'src/features/f/c.test.ts': lines(400),
      'src/api/client.test-d.ts': lines(400),
      'src/features/f/testing/harness.tsx': lines(400),
      'src/i18n/locales/en/rest.ts': lines(400),
      'src/seeds/venues.ts': lines(400),
      'src/f.css': lines(400),
    };
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    expect(moduleStats(scratch)).toEqual({
      count: 3,
      medianLines: 20,
      over: ['src/features/f/b.tsx (301)'],
    });
  });
});
