import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from '../index.ts';
import { localFetch } from './local-fetch.ts';
import { type SandboxGrant, sandboxGrant } from './sandbox-grant.ts';

export const API_HEADERS = {
  accept: 'application/vnd.api+json',
  'x-fingerprint': 'test-fingerprint',
  'x-language': 'en',
  locale: 'en',
} as const;

interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

interface CallOptions {
  token?: string | null;
  body?: unknown;
  raw?: Buffer;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

export interface TestSandbox {
  url: string;
  dataDir: string;
  sandbox: Sandbox;
  /** Calls the API below /proxy/ with the request headers of docs/contract/calls.md#request-headers (override or drop them with `headers`). */
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<ApiAnswer<T>>;
  /** Calls a JSON control or telemetry endpoint below /sandbox/, as a script on this machine does. */
  control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** An access token (and code and track id) for a user, for the sandbox's own client. */
  grant(userId: number): Promise<SandboxGrant>;
  /** Moves the wall clock the sandbox runs on (token expiry and sandbox time alike). */
  advanceWall(ms: number): void;
  /** Stops the server and the sandbox; keeps the data folder unless `removeData`. */
  stop(removeData?: boolean): Promise<void>;
}

async function read<T>(response: Response): Promise<ApiAnswer<T>> {
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/**
 * A sandbox on 127.0.0.1:0 around createSandbox, on a frozen wall clock that only the test moves, with
 * the background ticker off: statuses change only when the test advances the clock.
 */
export async function startTestSandbox(
  options: Partial<SandboxOptions> & { dataDir?: string } = {},
): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  let wall = Date.UTC(2026, 10, 17, 7, 0, 0);
  const sandbox = createSandbox({ tickMs: 0, now: () => wall, log: () => {}, ...options, dataDir });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    sandbox.handle(req, res, url).then(
      (handled) => {
        if (!handled) {
          res.writeHead(404);
          res.end('Not found');
        }
      },
      (error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: TestSandbox['api'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...API_HEADERS, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.idempotencyKey) headers['x-idempotency-key'] = options.idempotencyKey;
    let body: string | Buffer | undefined;
    if (options.raw) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    return read(
      await fetch(`${url}/proxy/${path}`, { method, headers, body: (body ?? null) as BodyInit | null }),
    );
  };
  const control: TestSandbox['control'] = async (method, path, body) =>
    read(
      await localFetch(`${url}/sandbox/${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      }),
    );

  return {
    url,
    dataDir,
    sandbox,
    api,
    control,
    grant: (userId) => sandboxGrant(url, { userId }, { forApp: false }),
    advanceWall(ms) {
      wall += ms;
    },
    async stop(removeData = true) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      sandbox.close();
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first error of a JSON:API error document. */
export function firstError(body: unknown): {
  status: string;
  code: string;
  title: string;
  detail?: string;
  meta?: Record<string, unknown>;
} {
  const errors = (body as { errors?: unknown[] }).errors;
  if (!Array.isArray(errors) || errors.length === 0)
    throw new Error(`not an error document: ${JSON.stringify(body)}`);
  return errors[0] as { status: string; code: string; title: string };
}

export interface MenuItem {
  id: number;
  price: number;
  availability: string;
  attributes: Record<string, unknown>;
}

/**
 * A venue's menu items keyed by external_id (e.g. dala-coffee-cappuccino-kzt), from any server whose API
 * answers like the sandbox (a test sandbox, or the journeys' simulator).
 */
export async function menuItems(
  sb: { api<T>(method: string, path: string): Promise<{ body: T }> },
  filialId: number,
): Promise<Map<string, MenuItem>> {
  const answer = await sb.api<{
    included: { id: string; type: string; attributes: Record<string, unknown> }[];
  }>('GET', `menu/v2/category/products?filial_id=${filialId}`);
  return new Map(
    answer.body.included
      .filter((r) => r.type === 'products')
      .map((r) => [
        String(r.attributes.external_id),
        {
          id: Number(r.id),
          price: Number(r.attributes.price),
          availability: String(r.attributes.availability),
          attributes: r.attributes,
        },
      ]),
  );
}

export function orderBody(attributes: Record<string, unknown>): {
  data: { type: 'orders'; attributes: Record<string, unknown> };
} {
  return { data: { type: 'orders', attributes } };
}

/** The ids a resource's relationship points at. */
export function relatedIds(
  resource: { relationships?: Record<string, unknown> } | undefined,
  name: string,
): string[] {
  const relationship = resource?.relationships?.[name] as { data?: { id: string }[] } | undefined;
  return (relationship?.data ?? []).map((ref) => ref.id);
}
