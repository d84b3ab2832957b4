import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './sandbox/store/database.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-reset-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each test starts a Node of its own that seeds a sandbox: over vitest's 5 s at load ~15 (ADR 0021).
describe('npm run sandbox:reset', { timeout: 30_000 }, () => {
  it('wipes the sandbox files of the folder, keeps others, and seeds afresh', async () => {
    const { sql } = openDatabase(dataDir, Date.now(), 1);
    sql.run("UPDATE users SET name = 'changed' WHERE id = 1");
    sql.db.close();
    writeFileSync(join(dataDir, 'token-secret.key'), `${'ab'.repeat(32)}\n`);
    mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'avatars', '1.png'), 'x');
    writeFileSync(join(dataDir, 'notes.txt'), 'not ours');

    const { stdout } = await run(process.execPath, [
      join(import.meta.dirname, 'reset.ts'),
      '--data-dir',
      dataDir,
    ]);
    expect(stdout).toContain('removed: sandbox.sqlite, token-secret.key, uploads');
    expect(stdout).toMatch(/seeded in \d+ ms: 27 filials/);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    expect(existsSync(join(dataDir, 'token-secret.key'))).toBe(false);
    expect(existsSync(join(dataDir, 'notes.txt'))).toBe(true);
    const reopened = openDatabase(dataDir, Date.now(), 1);
    expect(reopened.seeded).toBeNull();
    expect(reopened.sql.get<{ name: string }>('SELECT name FROM users WHERE id = 1')?.name).toBe('Айгерим');
    reopened.sql.db.close();
  });

  it('refuses a seed that is not a whole number', async () => {
    await expect(
      run(process.execPath, [join(import.meta.dirname, 'reset.ts'), '--data-dir', dataDir, '--seed', 'x']),
    ).rejects.toMatchObject({ code: 2 });
  });
});
