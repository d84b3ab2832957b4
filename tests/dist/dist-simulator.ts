import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  DEFAULT_DIRS,
  type SimulatorServer,
  startSimulatorServer,
} from '../../host-simulator/server/simulator-server.ts';

/**
 * A simulator serving the built dist/ for the enclosing describe block, on a free port with a sandbox of its
 * own, closed and its data removed after it. Call at the top of the block; read `url` inside its tests.
 */
export function setUpDistSimulator(name: string): { readonly url: string } {
  let server: SimulatorServer | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `dastarkhan-${name}-dist-`));
    server = await startSimulatorServer({ port: 0, distDir: DEFAULT_DIRS.distDir, dataDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server)
        throw new Error('the dist simulator is not started: call setUpDistSimulator in a describe');
      return server.url;
    },
  };
}
