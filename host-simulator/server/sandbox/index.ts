import { mkdirSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { API_PREFIX, SANDBOX_PREFIX } from '../paths.ts';
import { createApiDispatcher } from './api/dispatch.ts';
import { API_ROUTES } from './api/routes.ts';
import type { SandboxApp } from './app.ts';
import { parsePartnerRedirect } from './auth/redirects.ts';
import { loadOrCreateSecret } from './auth/secret.ts';
import { createClock } from './clock.ts';
import { createFaults } from './control/faults.ts';
import { withCanonicalPath } from './http/canonical-path.ts';
import { progressDueOrders } from './domain/order-lifecycle.ts';
import { createPrng } from './prng.ts';
import { createPageDispatcher } from './sandbox-pages.ts';
import type { SeedReport } from './seed/seed.ts';
import { openDatabase, readClockOffset, rebuildDatabase, saveClockOffset } from './store/database.ts';
import { createTelemetrySink } from './telemetry/telemetry-sink.ts';

export interface SandboxOptions {
  /** Folder for the SQLite database, the token secret and uploads; created when missing. */
  dataDir: string;
  /** The wall clock the sandbox clock runs on; tests pass one they control. Default Date.now. */
  now?: () => number;
  /**
   * How fast sandbox time runs against the wall clock (order statuses, payment time-outs, schedules):
   * 60 makes a sandbox minute last a real second. Default: the SANDBOX_SPEED environment variable, else 1.
   */
  speed?: number;
  /** Seed of the data and of the fault dice. Default 1. */
  seed?: number;
  /** Lifetime of access tokens, in seconds of wall time. Default 12 hours. */
  tokenTtlSeconds?: number;
  /** Real milliseconds between background status updates; 0 turns the ticker off (reads still catch up). Default 1000. */
  tickMs?: number;
  /**
   * Origins the mini-app is served from besides the one a request reaches the sandbox on: the login page
   * redirects and the payment page returns only there (auth/redirects.ts). Default: the comma-separated
   * SANDBOX_ORIGINS environment variable, else none.
   */
  origins?: readonly string[];
  /**
   * Whole redirect URIs registered besides the app shell's, for partner pages that mount the app with memory
   * routing (their page is the redirect_uri): `client_id=uri`, or a bare uri for client `dastarkhan`.
   * Default: the comma-separated SANDBOX_REDIRECT_URIS environment variable, else none.
   */
  redirectUris?: readonly string[];
  /** Where the sandbox reports its seeding; default console.log. */
  log?: (line: string) => void;
}

export interface Sandbox {
  /** Answers a request under the API or sandbox prefix; resolves false when the path is not one of its own. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  close(): void;
  /** The seeding of this start (first start or schema change), or null when existing data was reused. */
  readonly seeded: SeedReport | null;
}

export function describeCounts(report: SeedReport): string {
  return Object.entries(report.counts)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');
}

function listFromEnv(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

function speedFromEnv(): number {
  const value = Number(process.env.SANDBOX_SPEED);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * The sandbox API and its pages, over one SQLite database in `dataDir` that is seeded on first start and
 * kept across restarts. Each call makes an independent sandbox: nothing is shared at module level.
 */
export function createSandbox(options: SandboxOptions): Sandbox {
  const seed = options.seed ?? 1;
  const wall = options.now ?? Date.now;
  mkdirSync(options.dataDir, { recursive: true });
  const { sql, seeded } = openDatabase(options.dataDir, wall(), seed);
  // The clock resumes where the data left it: time never goes back across a restart.
  const saveClock = () => saveClockOffset(sql, clock.offset());
  const clock = createClock(wall, options.speed ?? speedFromEnv(), {
    offset: readClockOffset(sql),
    onChange: saveClock,
  });
  const log = options.log ?? console.log;
  if (seeded) log(`sandbox: seeded ${options.dataDir} in ${seeded.ms} ms (${describeCounts(seeded)})`);
  const uploadsDir = join(options.dataDir, 'uploads');
  const app: SandboxApp = {
    sql,
    clock,
    secret: loadOrCreateSecret(options.dataDir),
    dataDir: options.dataDir,
    uploadsDir,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 12 * 60 * 60,
    seed,
    origins: (options.origins ?? listFromEnv('SANDBOX_ORIGINS')).map((origin) => new URL(origin).origin),
    redirectUris: (options.redirectUris ?? listFromEnv('SANDBOX_REDIRECT_URIS')).map(parsePartnerRedirect),
    menuCache: new Map(),
    replyCache: new Map(),
    generation: 0,
    progressOrders: () => {
      progressDueOrders(app);
    },
  };
  const faults = createFaults(createPrng(seed));
  const telemetry = createTelemetrySink();
  const reset = (): SeedReport => {
    const report = rebuildDatabase(sql, clock.now(), seed);
    saveClock();
    rmSync(uploadsDir, { recursive: true, force: true });
    app.generation++;
    app.menuCache.clear();
    app.replyCache.clear();
    return report;
  };
  const api = createApiDispatcher(app, API_ROUTES, faults);
  const pages = createPageDispatcher({ app, faults, telemetry, reset });

  const tickMs = options.tickMs ?? 1000;
  const ticker =
    tickMs > 0
      ? setInterval(() => {
          try {
            app.progressOrders();
            // A clock faster or slower than the wall moves its offset: saved as it goes, not only on close.
            if (clock.speed() !== 1) saveClock();
          } catch (error) {
            console.error('sandbox: status update failed', error);
          }
        }, tickMs)
      : null;
  ticker?.unref();

  let closed = false;
  return {
    seeded,
    async handle(req, res, requestUrl) {
      if (closed) return false;
      // Once, here: every route, fault rule and idempotency scope below sees the one canonical path.
      const url = withCanonicalPath(requestUrl);
      const path = url.pathname;
      if (path.startsWith(API_PREFIX)) {
        await api(req, res, url, path.slice(API_PREFIX.length));
        return true;
      }
      if (path.startsWith(SANDBOX_PREFIX)) return pages(req, res, url, path.slice(SANDBOX_PREFIX.length));
      return false;
    },
    close() {
      if (closed) return;
      closed = true;
      if (ticker) clearInterval(ticker);
      saveClock();
      sql.db.close();
    },
  };
}
