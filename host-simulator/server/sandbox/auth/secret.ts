import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE = 'token-secret.key';

/** The HMAC key for access tokens, kept in the data folder so tokens survive restarts. */
export function loadOrCreateSecret(dataDir: string): Buffer {
  const path = join(dataDir, SECRET_FILE);
  if (existsSync(path)) {
    const hex = readFileSync(path, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
  }
  const secret = randomBytes(32);
  writeFileSync(path, `${secret.toString('hex')}\n`, { mode: 0o600 });
  return secret;
}
