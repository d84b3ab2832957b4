import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simulate } from './simulate-cli-support.ts';

// The runs of `npm run simulate` that fail, each naming why; the shipped scenarios are in simulate-cli.e2e.ts.
const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('npm run simulate', () => {
  it('fails a wrong scenario with exit code 1, naming the step that failed', async () => {
    const { code, out } = await simulate('tests/e2e/fixtures/wrong-scenario.json');
    expect(out).toMatch(/^ {2}ok {3}2\. geo\.position → approve/m);
    expect(out).toMatch(/^ {2}FAIL 3\. The geolocation notice shows .*"Geolocation is not allowed"/m);
    expect(out).toContain(
      'FAIL Deliberately wrong: the notice that cannot come: step 3. The geolocation notice shows',
    );
    expect(code).toBe(1);
  }, 120_000);

  it('names the step that ended the app instead of waiting out the whole scenario', async () => {
    const { code, out } = await simulate('tests/e2e/fixtures/back-ends-app.json');
    // The app hands back to the host (the next step fails at once) or leaves the simulator page.
    expect(out).toMatch(/^ {2}FAIL .*2\. The guest presses back on the first screen/m);
    expect(out).toMatch(/^FAIL Back on the first screen ends the app: step [23]\. /m);
    expect(out).not.toContain('no result within');
    expect(code).toBe(1);
  }, 120_000);

  it('refuses a file of another format version with exit code 1, before starting anything', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dastarkhan-simulate-cli-'));
    folders.push(folder);
    const file = join(folder, 'future.json');
    await writeFile(
      file,
      JSON.stringify({ format: 'dastarkhan-scenario', version: 2, name: 'future', steps: [] }),
    );
    const { code, out } = await simulate(file);
    expect(out).toContain('version: this simulator reads version 1, the file has 2');
    expect(code).toBe(1);
  });
});
