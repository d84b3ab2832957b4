import type { IncomingHttpHeaders } from 'node:http';
import type { PartnerRedirect } from './auth/redirects.ts';
import type { SandboxClock } from './clock.ts';
import type { LatLng } from './domain/geometry.ts';
import type { Language } from './http/language.ts';
import type { QueryObject } from './http/query.ts';
import type { Reply } from './http/reply.ts';
import type { Method } from './http/router.ts';
import type { UserRow } from './store/rows.ts';
import type { Sql } from './store/sql.ts';

/** Everything a handler may touch; one per createSandbox, never module-level state. */
export interface SandboxApp {
  sql: Sql;
  clock: SandboxClock;
  secret: Buffer;
  dataDir: string;
  uploadsDir: string;
  tokenTtlSeconds: number;
  seed: number;
  /** Origins the mini-app is served from besides the sandbox's own (login redirects, payment returns). */
  origins: readonly string[];
  /** Whole redirect URIs partners registered for their pages (auth/redirects.ts). */
  redirectUris: readonly PartnerRedirect[];
  /** Derived data (search texts) keyed by data generation. */
  menuCache: Map<string, string>;
  /** Whole replies that are the same for every guest (menus), keyed by generation, venue, language, origin. */
  replyCache: Map<string, Reply>;
  /** Bumped by reseeding: invalidates caches keyed on it. */
  generation: number;
  /** Moves every order whose next status is due on the sandbox clock. */
  progressOrders(): void;
}

export interface ApiRequest {
  method: string;
  /** The path below the API prefix, without a leading slash. */
  path: string;
  url: URL;
  params: Record<string, string>;
  query: QueryObject;
  headers: IncomingHttpHeaders;
  lang: Language;
  origin: string;
  body: unknown;
  raw: Buffer;
  contentType: string;
  user: UserRow | null;
  idempotencyKey: string | null;
  /** From X-Latitude / X-Longitude, when both are present and valid. */
  position: LatLng | null;
}

export type ErrorFamily = 'jsonapi' | 'code';

export interface ApiRoute {
  method: Method;
  path: string;
  /** user: a valid Bearer token is required (401 otherwise); optional: used when valid, ignored when absent. */
  auth?: 'user' | 'optional';
  /** How errors are shaped: JSON:API errors[] (default), or {error_code, message} for the legacy services. */
  family?: ErrorFamily;
  idempotency?: 'required' | 'honoured';
  /** raw: the body is kept as bytes (avatar upload); default json. */
  body?: 'json' | 'raw';
  /** Reachable by a user whose account is scheduled for deletion (the restore call). */
  allowDeleted?: boolean;
  handler(req: ApiRequest, app: SandboxApp): Reply;
}
