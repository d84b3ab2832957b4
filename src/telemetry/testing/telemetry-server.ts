import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface Reply {
  status?: number;
  body?: unknown;
}

/** One Sentry envelope item: its header and its parsed payload. */
interface EnvelopeItem {
  header: { type?: string };
  payload: Record<string, unknown>;
}

interface AmplitudeBatch {
  api_key: string;
  events: {
    event_type: string;
    user_id?: string;
    device_id?: string;
    event_properties?: Record<string, unknown>;
  }[];
}

export interface TelemetryServer {
  /** 'http://127.0.0.1:<port>' */
  readonly origin: string;
  readonly received: ReceivedRequest[];
  /** Sets how the next requests are answered (default: 200 with Amplitude's success body). */
  answer(reply: (request: ReceivedRequest) => Reply): void;
  /** Items of the Sentry envelopes received under a path prefix. */
  sentryItems(type?: string): EnvelopeItem[];
  amplitudeBatches(): AmplitudeBatch[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, content-encoding',
  'access-control-expose-headers': 'x-sentry-rate-limits, retry-after',
};

/**
 * A loopback server standing in for Sentry's ingest and Amplitude's HTTP API, as the sandbox does:
 * records what arrives and answers CORS preflights (happy-dom sends them for cross-origin fetches).
 */
export async function startTelemetryServer(): Promise<TelemetryServer> {
  const received: ReceivedRequest[] = [];
  let reply: (request: ReceivedRequest) => Reply = () => ({ body: { code: 200, events_ingested: 1 } });

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const { status = 200, body = {} } = reply(request);
      res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer(next) {
      reply = next;
    },
    sentryItems(type) {
      return received
        .filter((request) => request.path.endsWith('/envelope/'))
        .flatMap((request) => {
          const lines = request.body.split('\n').filter((line) => line.trim() !== '');
          const items: EnvelopeItem[] = [];
          for (let index = 1; index + 1 < lines.length; index += 2) {
            items.push({ header: JSON.parse(lines[index]!), payload: JSON.parse(lines[index + 1]!) });
          }
          return items;
        })
        .filter((item) => !type || item.header.type === type);
    },
    amplitudeBatches() {
      return received
        .filter((request) => request.path.endsWith('/2/httpapi'))
        .map((request) => JSON.parse(request.body) as AmplitudeBatch);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
