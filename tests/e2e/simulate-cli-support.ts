import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * `npm run simulate -- <file>` as a developer or a CI job runs it (scripts/simulate.ts, without the build
 * step npm adds in front): each run starts its own simulator on 127.0.0.1:0 and its own Chromium. Its
 * journeys take two files, simulate-cli.e2e.ts (the shipped scenarios) and simulate-cli-failures.e2e.ts (the
 * runs that fail), so that their ~60 s quiet (~175 s at load 30) do not hold one worker (ADR 0021).
 */
const ROOT = resolve(import.meta.dirname, '../..');

export function simulate(...files: string[]): Promise<{ code: number | null; out: string }> {
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
