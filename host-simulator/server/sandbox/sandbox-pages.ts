import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { AVATAR_TYPES } from './api/user-routes.ts';
import type { SandboxApp } from './app.ts';
import {
  addFault,
  clearFaults,
  type ControlContext,
  controlIndex,
  createGrant,
  createPhoneGrant,
  forceStatus,
  listFaults,
  listOrders,
  listUsers,
  listBills,
  openBill,
  readClock,
  removeFault,
  resetData,
  setClock,
  setPrice,
  setStopList,
} from './control/control-routes.ts';
import { createControlJournal } from './control/control-journal.ts';
import { bumpTerms, readTerms } from './control/terms-control.ts';
import { listMessengerChats, readMessengerChat, startMessengerBot } from './control/messenger-routes.ts';
import { enrolTablet } from './control/tablet-control.ts';
import type { Faults } from './control/faults.ts';
import { ApiError } from './http/api-error.ts';
import { readBody } from './http/body.ts';
import { corsHeaders, preflight } from './http/cors.ts';
import { isLocalOnly, localOnlyRefusal } from './http/local-only.ts';
import { json, noContent, type Reply } from './http/reply.ts';
import { createRouter, type Method } from './http/router.ts';
import { sendReply } from './http/send.ts';
import { parseImagePath, renderSvg } from './images/svg-images.ts';
import { renderLoginPage, submitLoginPage } from './pages/login-page.ts';
import { renderPayPage, submitPayPage } from './pages/pay-page.ts';
import { renderTermsPage } from './pages/terms-page.ts';
import {
  clearTelemetry,
  listTelemetry,
  receiveAmplitude,
  receiveSentry,
} from './telemetry/telemetry-routes.ts';
import type { TelemetrySink } from './telemetry/telemetry-sink.ts';

export interface SandboxSide {
  app: SandboxApp;
  faults: Faults;
  telemetry: TelemetrySink;
  reset(): { ms: number; counts: Record<string, number> };
}

interface PageRequest {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  raw: Buffer;
}

interface PageRoute {
  method: Method;
  path: string;
  body?: 'form' | 'json' | 'bytes';
  handle(side: SandboxSide, request: PageRequest): Reply | Promise<Reply>;
}

const AVATAR_FILE = /^(\d+)\.(png|jpg|webp|gif)$/;
const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(AVATAR_TYPES).map(([type, { ext }]) => [ext, type]),
);

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError(400, { code: 'invalid_json', title: 'The body is not valid JSON' });
  }
}

function control(handler: (ctx: ControlContext) => Reply): PageRoute['handle'] {
  return (side, request) =>
    handler({
      app: side.app,
      faults: side.faults,
      reset: side.reset,
      body: parseJson(request.raw),
      params: request.params,
      query: request.url.searchParams,
    });
}

const form = (raw: Buffer) => new URLSearchParams(raw.toString('utf8'));
const encoding = (req: IncomingMessage) => req.headers['content-encoding'] as string | undefined;

/** Routes below /sandbox/: hosted pages, images, uploads, controls and telemetry sinks (never faulted). */
const PAGE_ROUTES: PageRoute[] = [
  { method: 'GET', path: 'pay', handle: (side, r) => renderPayPage(side.app, r.url) },
  {
    method: 'POST',
    path: 'pay',
    body: 'form',
    handle: (side, r) => submitPayPage(side.app, form(r.raw), r.url),
  },
  { method: 'GET', path: 'login', handle: (side, r) => renderLoginPage(side.app, r.url) },
  {
    method: 'POST',
    path: 'login',
    body: 'form',
    handle: (side, r) => submitLoginPage(side.app, form(r.raw), r.url),
  },
  { method: 'GET', path: 'control', handle: control(controlIndex) },
  { method: 'GET', path: 'control/faults', handle: control(listFaults) },
  { method: 'POST', path: 'control/faults', body: 'json', handle: control(addFault) },
  { method: 'DELETE', path: 'control/faults', handle: control(clearFaults) },
  { method: 'DELETE', path: 'control/faults/:id', handle: control(removeFault) },
  { method: 'POST', path: 'control/reset', handle: control(resetData) },
  { method: 'GET', path: 'control/clock', handle: control(readClock) },
  { method: 'POST', path: 'control/clock', body: 'json', handle: control(setClock) },
  { method: 'GET', path: 'control/users', handle: control(listUsers) },
  { method: 'POST', path: 'control/grants', body: 'json', handle: control(createGrant) },
  { method: 'POST', path: 'control/phone-grants', body: 'json', handle: control(createPhoneGrant) },
  { method: 'GET', path: 'control/orders', handle: control(listOrders) },
  { method: 'POST', path: 'control/orders/:id/status', body: 'json', handle: control(forceStatus) },
  { method: 'POST', path: 'control/stop-list', body: 'json', handle: control(setStopList) },
  { method: 'POST', path: 'control/prices', body: 'json', handle: control(setPrice) },
  { method: 'GET', path: 'control/bills', handle: control(listBills) },
  { method: 'POST', path: 'control/bills', body: 'json', handle: control(openBill) },
  { method: 'GET', path: 'control/terms', handle: control(readTerms) },
  { method: 'POST', path: 'control/terms', handle: control(bumpTerms) },
  { method: 'GET', path: 'terms', handle: (side, r) => renderTermsPage(side.app, r.url) },
  { method: 'POST', path: 'control/messenger/start', body: 'json', handle: control(startMessengerBot) },
  { method: 'GET', path: 'control/messenger/chats', handle: control(listMessengerChats) },
  { method: 'GET', path: 'control/messenger/chats/:chat_id/messages', handle: control(readMessengerChat) },
  { method: 'POST', path: 'control/tablet-enrolments', body: 'json', handle: control(enrolTablet) },
  {
    method: 'POST',
    path: 'telemetry/sentry/api/:project/envelope',
    body: 'bytes',
    handle: (side, r) => receiveSentry(side.telemetry, r.params.project ?? '', r.raw, encoding(r.req)),
  },
  {
    method: 'POST',
    path: 'telemetry/amplitude/2/httpapi',
    body: 'bytes',
    handle: (side, r) => receiveAmplitude(side.telemetry, r.raw, encoding(r.req)),
  },
  {
    method: 'GET',
    path: 'telemetry',
    handle: (side, r) => listTelemetry(side.telemetry, r.url.searchParams.get('kind')),
  },
  { method: 'DELETE', path: 'telemetry', handle: (side) => clearTelemetry(side.telemetry) },
  {
    method: 'GET',
    path: 'uploads/avatars/:file',
    handle: async (side, r) => {
      const match = AVATAR_FILE.exec(r.params.file ?? '');
      const body = match
        ? await readFile(join(side.app.uploadsDir, 'avatars', r.params.file as string)).catch(() => null)
        : null;
      if (!match || !body) return json(404, { error: { status: 404, title: 'No such upload' } });
      return {
        status: 200,
        headers: {
          'content-type': TYPE_OF_EXTENSION[match[2] as string] as string,
          'cache-control': 'no-cache',
        },
        body,
      };
    },
  },
];

const BODY_LIMITS = { form: 64 * 1024, json: 256 * 1024, bytes: 5 * 1024 * 1024 };

export function createPageDispatcher(side: SandboxSide) {
  const match = createRouter(PAGE_ROUTES);
  const images = new Map<string, string>();
  const journal = createControlJournal();

  function image(url: URL): Reply | null {
    const request = parseImagePath(url.pathname);
    if (!request) return null;
    const key = `${side.app.generation}:${url.pathname}`;
    let svg = images.get(key);
    if (svg === undefined) {
      const rendered = renderSvg(side.app.sql, request);
      if (rendered === null) return null;
      svg = rendered;
      if (images.size > 5000) images.clear();
      images.set(key, svg);
    }
    return {
      status: 200,
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
      body: svg,
    };
  }

  /** Resolves false for a path the sandbox does not serve (the simulator then answers 404). */
  return async function dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    path: string,
  ): Promise<boolean> {
    const localOnly = isLocalOnly(path);
    if (localOnly) {
      // No CORS at all here: a page of another origin may neither call these nor read their answers.
      const refused = localOnlyRefusal(req);
      if (refused) {
        req.resume();
        await sendReply(req, res, refused, {});
        return true;
      }
    }
    const cors = localOnly ? {} : corsHeaders(req);
    if (req.method === 'OPTIONS') {
      await sendReply(req, res, localOnly ? noContent() : preflight(req), {});
      return true;
    }
    if (path.startsWith('img/') && (req.method === 'GET' || req.method === 'HEAD')) {
      const reply = image(url);
      if (!reply) return false;
      await sendReply(req, res, reply, cors);
      return true;
    }
    if (path === 'control/journal' && req.method === 'GET') {
      const since = Number(url.searchParams.get('since') ?? 0);
      await sendReply(req, res, json(200, { data: journal.since(Number.isFinite(since) ? since : 0) }), cors);
      return true;
    }
    const found = match(req.method ?? 'GET', path);
    if (found.kind === 'none') return false;
    let reply: Reply;
    if (found.kind === 'method-not-allowed') {
      reply = json(
        405,
        { error: { status: 405, title: `Use ${found.allow.join(', ')}` } },
        { allow: found.allow.join(', ') },
      );
    } else {
      try {
        const raw = found.route.body ? await readBody(req, BODY_LIMITS[found.route.body]) : Buffer.alloc(0);
        reply = await found.route.handle(side, { req, url, params: found.params, raw });
        if (path.startsWith('control/') && req.method !== 'GET' && reply.status < 400)
          journal.add(req.method ?? 'POST', path.slice('control/'.length) + url.search, parseJson(raw));
      } catch (error) {
        if (error instanceof ApiError)
          reply = json(error.status, { error: { status: error.status, title: error.message } });
        else {
          console.error('sandbox: page failed', req.method, url.pathname, error);
          reply = json(500, { error: { status: 500, title: 'Sandbox error' } });
        }
      }
    }
    req.resume();
    await sendReply(req, res, reply, cors);
    return true;
  };
}
