/**
 * `npm run sandbox:reset [-- --data-dir <folder>]`: wipes the sandbox's files in the data folder (the
 * database, the token secret, uploads) and seeds a fresh database. Default folder: <repo>/.data.
 * Stop a running simulator first: it holds the database open.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SECRET_FILE } from './sandbox/auth/secret.ts';
import { describeCounts } from './sandbox/index.ts';
import { DATABASE_FILE, openDatabase } from './sandbox/store/database.ts';
import { DEFAULT_DIRS } from './simulator-server.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, seed: { type: 'string' } } });
const dataDir = resolve(values['data-dir'] ?? DEFAULT_DIRS.dataDir);
const seed = Number(values.seed ?? 1);
if (!Number.isInteger(seed)) {
  console.error(`--seed must be a whole number, not "${values.seed}"`);
  process.exit(2);
}

const ours = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, SECRET_FILE, 'uploads'];
const removed = ours.filter((name) => existsSync(join(dataDir, name)));
for (const name of removed) rmSync(join(dataDir, name), { recursive: true, force: true });

const { sql, seeded } = openDatabase(dataDir, Date.now(), seed);
sql.db.close();
console.log(`Sandbox data folder: ${dataDir}`);
console.log(`  removed: ${removed.length ? removed.join(', ') : 'nothing (it was empty)'}`);
if (seeded) console.log(`  seeded in ${seeded.ms} ms: ${describeCounts(seeded)}`);
console.log('  a new token secret is made on the next start: earlier access tokens are no longer valid.');
