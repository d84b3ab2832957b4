import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * Debian's WebKitGTK (installed by scripts/ensure-webkit.mjs): WebKitWebDriver drives MiniBrowser, which
 * needs an X display; Xvfb gives it a virtual one. WebKit is the engine of iOS WKWebView, so this is how our
 * iOS guests' engine runs on a Linux machine. WebKitWebDriver holds one session at a time and speaks no
 * WebDriver BiDi (a session asking for `webSocketUrl` fails to match), so each session gets its own driver.
 */

/** MiniBrowser sits in the multiarch library folder (x86_64-linux-gnu, aarch64-linux-gnu, ...). */
export function miniBrowserPath(): string | null {
  for (const entry of readdirSync('/usr/lib', { withFileTypes: true })) {
    const path = join('/usr/lib', entry.name, 'webkit2gtk-4.1', 'MiniBrowser');
    if (entry.isDirectory() && existsSync(path)) return path;
  }
  return null;
}

export interface VirtualDisplay {
  /** The DISPLAY value, e.g. ':1'. */
  display: string;
  stop(): void;
}

/**
 * Starts Xvfb on the first free display number: `-displayfd` makes Xvfb pick it and write it to the pipe,
 * so two runs on one machine never race for a number. No TCP listener: only local clients.
 */
export function startVirtualDisplay(): Promise<VirtualDisplay> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it was ready`)));
    xvfb.stdio[3]?.once('data', (data) => {
      xvfb.removeAllListeners('exit');
      // A run that dies before its teardown must not leave the display behind.
      const stop = () => {
        process.off('exit', stop);
        xvfb.kill();
      };
      process.once('exit', stop);
      resolve({ display: `:${String(data).trim()}`, stop });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface WebKitDriver {
  port: number;
  stop(): void;
}

/** One WebKitWebDriver on a free port of 127.0.0.1, answering /status, on `display`. */
export async function startWebKitDriver(display: string): Promise<WebKitDriver> {
  const port = await freePort();
  // A process group of its own: its MiniBrowser and WebKit's processes under it stop with it, also when
  // the driver is stopped in the middle of a session that never came (webkit-session.ts).
  const driver: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
    detached: true,
  });
  // A test worker that dies must not leave its driver (and its MiniBrowser) behind.
  const stop = () => {
    process.off('exit', stop);
    try {
      if (driver.pid !== undefined) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // The group is gone already.
    }
  };
  process.once('exit', stop);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) break;
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop();
  throw new Error(`WebKitWebDriver did not answer on port ${port} (exit code ${driver.exitCode})`);
}

/** WebdriverIO's types know no webkitgtk: options; a `browserName` other than 'MiniBrowser' fails to match. */
export function webkitCapabilities(binary: string): WebdriverIO.Capabilities {
  return { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } } as WebdriverIO.Capabilities;
}
