import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run simulate -- <file>` as a developer or a CI job runs it (scripts/simulate.ts, without the build
 * step npm adds in front): each run starts its own simulator on 127.0.0.1:0 and its own Chromium.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

function simulate(...files: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['scripts/simulate.ts', ...files], { cwd: ROOT, env: process.env });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) => done({ code, out }));
  });
}

const SHIPPED = [
  ['pay-closed-then-paid.json', 'Pay closed, then paid', 11],
  ['unauthorized-mid-checkout.json', '401 mid-checkout', 10],
  ['host-never-answers.json', 'A host that never answers', 10],
] as const;

describe('npm run simulate', () => {
  it('passes the three shipped scenarios in one run, printing each step', async () => {
    const { code, out } = await simulate(...SHIPPED.map(([file]) => `examples/scenarios/${file}`));
    for (const [file, name, steps] of SHIPPED) {
      const section = out.slice(out.indexOf(`scenario: ${name} (`), out.indexOf(`PASS ${name}:`));
      expect(section, file).toContain(`/examples/scenarios/${file})`);
      expect(section.match(/^ {2}ok {3}\d+\. /gm), file).toHaveLength(steps);
      expect(out).toContain(`PASS ${name}: ${steps} steps`);
    }
    expect(out).toContain('3 of 3 scenarios passed');
    expect(code).toBe(0);
    // A simulator, a Chromium and three scenarios of its own: over 60 s at load 13-17 (ADR 0020).
  }, 120_000);

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
