import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTelemetry, type Telemetry, type TelemetryOptions } from '../telemetry.ts';
import { startTelemetryServer, type TelemetryServer } from './telemetry-server.ts';

export let server: TelemetryServer;

export let counter = 0;

const open: Telemetry[] = [];

/** Starts the file's telemetry server before its tests and disposes what they opened after each. Call once at the top of a test file. */
export function setUpTelemetryServer(): void {
  beforeAll(async () => {
    server = await startTelemetryServer();
  });

  afterAll(() => server.close());

  afterEach(async () => {
    await Promise.all(open.splice(0).map((telemetry) => telemetry.dispose()));
    server.received.length = 0;
    server.answer(() => ({ body: { code: 200, events_ingested: 1 } }));
  });
}

/** A DSN the way the sandbox takes it: Sentry puts the path before /api/<project>/envelope/. */
export const dsn = () => `http://public@127.0.0.1:${new URL(server.origin).port}/sandbox/telemetry/sentry/7`;

export const amplitudeUrl = () => `${server.origin}/sandbox/telemetry/amplitude/2/httpapi`;

/** Telemetry that loads only when the test says so, with its own analytics identity. */
export function telemetry(options: Partial<TelemetryOptions> = {}) {
  counter += 1;
  const starts: (() => void)[] = [];
  const instance = createTelemetry({
    environment: 'production',
    release: 'v4.5.13',
    instanceName: `test-${counter}`,
    scheduleLoad: (start) => {
      starts.push(start);
      return () => starts.splice(0);
    },
    ...options,
  });
  open.push(instance);
  const firstPaint = () => {
    for (const start of starts.splice(0)) start();
  };
  return { telemetry: instance, firstPaint };
}
