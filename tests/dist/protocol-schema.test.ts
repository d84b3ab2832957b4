import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { protocolJsonSchema } from '../../bridge/protocol-json-schema.ts';
import { DEFAULT_DIRS, startSimulatorServer } from '../../host-simulator/server/simulator-server.ts';

const root = resolve(import.meta.dirname, '../..');

describe('the published protocol schema', () => {
  it('is built into dist/ from bridge/protocol-json-schema.ts', async () => {
    const built = JSON.parse(await readFile(join(root, 'dist/protocol.schema.json'), 'utf8'));
    expect(built).toEqual(protocolJsonSchema());
  });

  it('is served by the simulator at /dist/protocol.schema.json', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-schema-'));
    const server = await startSimulatorServer({ port: 0, distDir: DEFAULT_DIRS.distDir, dataDir });
    try {
      const answer = await fetch(`${server.url}/dist/protocol.schema.json`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await answer.json()).toEqual(protocolJsonSchema());
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
