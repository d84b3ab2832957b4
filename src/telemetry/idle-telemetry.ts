import { afterFirstPaint } from '../lib/when-idle.ts';
import type { Call } from './lazy-sink.ts';
import type { Telemetry, TelemetryOptions } from './telemetry.ts';

/** docs/contract/errors.md#error-reporting: error reports are sent from production and staging only. */
export const ERROR_REPORTING_ENVIRONMENTS: ReadonlySet<TelemetryOptions['environment']> = new Set([
  'production',
  'stage',
]);

/** Calls kept while telemetry loads (and per client while it loads); more are dropped. */
export const DEFAULT_QUEUE_LIMIT = 100;

/**
 * Telemetry for one mount whose own code (telemetry.ts: the clients' queues and their loaders) is a chunk
 * loaded when the clients are, once the first screen is painted and the main thread is idle: no screen
 * draws with it, so it stays off the first screen (issue 30). What the app reports before then waits here,
 * in order, bounded as the clients' own queues are, and is replayed into it. With both clients off nothing
 * is loaded at all.
 */
export function createIdleTelemetry(options: TelemetryOptions): Telemetry {
  const errorReporting = Boolean(options.sentryDsn) && ERROR_REPORTING_ENVIRONMENTS.has(options.environment);
  const analytics = Boolean(options.amplitudeApiKey);
  const limit = options.queueLimit ?? DEFAULT_QUEUE_LIMIT;
  // A plain array, not lazy-sink.ts's queue: that one is telemetry.ts's, and stays in its chunk.
  let waiting: Call<Telemetry>[] = [];
  let bounded = 0;
  let telemetry: Telemetry | undefined;
  let code: Promise<Telemetry | undefined> | undefined;
  let disposed = false;

  const loadCode = () =>
    (code ??= import('./telemetry.ts').then(
      ({ createTelemetry }) => {
        // Its clients load when this one says (below), never on a schedule of their own.
        telemetry = createTelemetry({ ...options, scheduleLoad: () => () => {} });
        for (const work of waiting.splice(0)) work(telemetry);
        return telemetry;
      },
      (error: unknown) => {
        waiting = [];
        console.warn('Dastarkhan telemetry failed to load; its calls are dropped.', error);
        return undefined;
      },
    ));
  const load = async () => {
    await (await loadCode())?.load();
  };
  const call = (work: Call<Telemetry>, essential = false) => {
    if (disposed || !(errorReporting || analytics)) return;
    if (telemetry) return work(telemetry);
    // Calls that set who the user is are never dropped, or later ones would go to the wrong person.
    if (!essential && bounded++ >= limit) return;
    waiting.push(work);
  };
  const cancelSchedule =
    errorReporting || analytics
      ? (options.scheduleLoad ?? afterFirstPaint)(() => {
          void load();
        })
      : () => {};

  return {
    errorReporting,
    analytics,
    captureException: (error, context) => call((t) => t.captureException(error, context)),
    addBreadcrumb: (breadcrumb) => call((t) => t.addBreadcrumb(breadcrumb)),
    track: (event, properties) => call((t) => t.track(event, properties)),
    identify: (userId) => call((t) => t.identify(userId), true),
    reset: () => call((t) => t.reset(), true),
    setTag: (key, value) => call((t) => t.setTag(key, value), true),
    load,
    async flush() {
      // Loads first when calls are waiting, so that flushing sends them (as each client does).
      if (!telemetry && waiting.length > 0) await loadCode();
      await telemetry?.flush();
    },
    async dispose() {
      disposed = true;
      cancelSchedule();
      // Not fetched just to be closed: what waited for it goes with it.
      if (!code) waiting = [];
      await (await code)?.dispose();
    },
  };
}
