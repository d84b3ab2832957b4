import { afterAll, beforeAll } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test-sandbox.ts';

export let sb: TestSandbox;

export let aigerim: string;

export let daniyar: string;

export let nino: string;

/** Starts the file's sandbox (the app's origin allowed for payment returns) with three signed-in guests. Call once at the top of a test file. */
export function setUpAccountSandbox(): void {
  beforeAll(async () => {
    // The app's origin for the payment returns below (auth/redirects.ts).
    sb = await startTestSandbox({ origins: ['http://127.0.0.1:7000'] });
    aigerim = (await sb.grant(1)).access_token;
    daniyar = (await sb.grant(2)).access_token;
    nino = (await sb.grant(3)).access_token;
  });

  afterAll(() => sb.stop());
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
