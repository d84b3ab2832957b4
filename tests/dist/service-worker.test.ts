import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpDistSimulator } from './dist-simulator.ts';

// The offline worker as the build writes it and the simulator serves it (ADR 0007).
const app = resolve(import.meta.dirname, '../../dist/app');
const source = () => readFileSync(join(app, 'sw.js'), 'utf8');

/** The precache list and version the build wrote into the worker, as its summary beside it says. */
function built(): { version: string; precache: string[] } {
  return JSON.parse(readFileSync(join(app, 'sw.json'), 'utf8'));
}

describe('dist/app/sw.js', () => {
  it("precaches the page and the first screen's chunks, every one of them in the build", () => {
    const { precache } = built();
    const manifest = JSON.parse(readFileSync(join(app, 'manifest.json'), 'utf8')) as {
      fileName: string;
      name: string;
    }[];
    const named = (name: string) => manifest.find((chunk) => chunk.name === name)?.fileName;
    expect(precache[0]).toBe('./');
    for (const name of ['shell', 'HomeScreen']) expect(precache).toContain(named(name));
    for (const file of precache.slice(1)) expect(existsSync(join(app, file)), file).toBe(true);
    for (const file of precache) expect(source()).toContain(JSON.stringify(file));
  });

  it('is a classic script with a version of its own', () => {
    expect(source()).not.toMatch(/^\s*import[\s{]/m);
    expect(built().version).toMatch(/^[\w-]{12}$/);
    expect(source()).toContain(`"${built().version}"`);
  });

  describe('served by the simulator', () => {
    const server = setUpDistSimulator('sw');

    it('at a stable URL beside the page, revalidated on every check, as JavaScript', async () => {
      const answer = await fetch(`${server.url}/app/sw.js?api=%2Fproxy%2F`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/javascript/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toBe(source());
    });
  });
});
