import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type SimulatorServer, startSimulatorServer } from '../../host-simulator/server/simulator-server.ts';
import { localFetch } from '../../host-simulator/server/sandbox/test-support/local-fetch.ts';
import { type ApiClient, createApiClient } from '../api/client.ts';

/**
 * The checkout's calls against the real sandbox (host-simulator/server): the shapes the screens read are
 * the ones the sandbox answers, and the rules of docs/contract/validation.md hold on both sides.
 */
let server: SimulatorServer;

const dirs: string[] = [];

const clients: ApiClient[] = [];

export let guest: ApiClient;

export let aigerim: ApiClient;

let aigerimToken = '';

export async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await localFetch(`${server.url}/sandbox/control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await answer.json()) as T;
}

function client(token: string | null): ApiClient {
  const made = createApiClient({
    baseUrl: `${server.url}/proxy/`,
    getLanguage: () => 'en',
    getAccessToken: () => token,
    retryDelayMs: 5,
  });
  clients.push(made);
  return made;
}

export interface Product {
  id: number;
  name: string;
  price: number;
  is_unavailable: boolean;
  is_age_restricted: boolean;
  has_additive_categories: boolean;
}

export async function productsOf(filialId: number): Promise<Product[]> {
  const menu = (await guest.get('menu/v2/category/products', { query: { filial_id: filialId } })) as {
    included: { id: string; type: string; attributes: Omit<Product, 'id'> }[];
  };
  return menu.included
    .filter((resource) => resource.type === 'products')
    .map((resource) => ({ ...resource.attributes, id: Number(resource.id) }));
}

export const plain = (products: Product[]) =>
  products.filter((p) => !p.is_unavailable && !p.is_age_restricted && !p.has_additive_categories);

/** Starts the file's sandbox and its guest and signed-in clients before its tests. Call once at the top of a test file. */
export function setUpCheckoutSandbox(): void {
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dastarkhan-checkout-data-'));
    const distDir = mkdtempSync(join(tmpdir(), 'dastarkhan-checkout-dist-'));
    dirs.push(dataDir, distDir);
    server = await startSimulatorServer({ port: 0, dataDir, distDir });
    guest = client(null);
    const grant = await control<{ access_token: string }>('POST', 'grants', {
      user_id: 1,
      client_id: 'dastarkhan',
      redirect_uri: 'http://127.0.0.1/auth',
    });
    aigerimToken = grant.access_token;
    aigerim = client(aigerimToken);
  }, 60_000);

  afterAll(async () => {
    for (const made of clients.splice(0)) made.dispose();
    await server?.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}

export function dostyk() {
  return { latitude: 43.233, longitude: 76.971796 };
}
