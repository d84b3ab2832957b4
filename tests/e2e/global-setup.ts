import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_DIRS, startSimulatorServer } from '../../host-simulator/server/simulator-server.ts';
import { startVirtualDisplay } from '../webkit.ts';
import { AXE_FILE, AXE_PREFIX, AXE_SOURCE } from './axe-script.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    simulatorUrl: string;
    simulatorPort: number;
    /** The X display of the WebKit sessions, or null where Xvfb is not installed. */
    webkitDisplay: string | null;
  }
}

/**
 * One simulator for each e2e project's run, on a free port of 127.0.0.1, with its own sandbox data folder that
 * is deleted afterwards. The spec files open their browsers against it.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-e2e-'));
  // axe for the accessibility journeys, under its hashed name (axe-script.ts): the pages load it by URL.
  const axeDir = await mkdtemp(join(tmpdir(), 'dastarkhan-e2e-axe-'));
  await writeFile(join(axeDir, AXE_FILE), AXE_SOURCE);
  const extraStatic = {
    '/test-fixtures/': resolve(import.meta.dirname, 'fixtures'),
    [AXE_PREFIX]: axeDir,
  };
  const server = await startSimulatorServer({
    port: 0,
    distDir: DEFAULT_DIRS.distDir,
    examplesDir: DEFAULT_DIRS.examplesDir,
    dataDir,
    extraStatic,
  });
  // The same server content on 127.0.0.2 and the same port is another origin: cross-origin embeds and
  // hostile frames need one (bridge-iframe.e2e.ts).
  const otherDataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-e2e-other-'));
  const other = await startSimulatorServer({
    port: server.port,
    host: '127.0.0.2',
    // The partner page on 127.0.0.1 may frame this app shell and host it over the bridge: one setting.
    frameAncestors: [new URL(server.url).origin],
    distDir: DEFAULT_DIRS.distDir,
    examplesDir: DEFAULT_DIRS.examplesDir,
    dataDir: otherDataDir,
    extraStatic,
  });
  // WebKitGTK draws into an X display even under automation: one virtual display for every WebKit session,
  // started for the project that has them (each e2e project runs this setup of its own).
  const display =
    project.name === 'e2e-webkit' && existsSync('/usr/bin/Xvfb') ? await startVirtualDisplay() : null;
  project.provide('simulatorUrl', server.url);
  project.provide('simulatorPort', server.port);
  project.provide('webkitDisplay', display?.display ?? null);
  return async () => {
    display?.stop();
    await Promise.all([server.close(), other.close()]);
    await rm(dataDir, { recursive: true, force: true });
    await rm(otherDataDir, { recursive: true, force: true });
    await rm(axeDir, { recursive: true, force: true });
  };
}
