import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { authenticate, bearerToken } from '../auth/authenticate.ts';
import type { Faults } from '../control/faults.ts';
import type { LatLng } from '../domain/geometry.ts';
import { checkApiHeaders, idempotencyKeyOf, languageOf } from '../http/api-headers.ts';
import { ApiError } from '../http/api-error.ts';
import { JSON_LIMIT, parseJsonBody, readBody, UPLOAD_LIMIT } from '../http/body.ts';
import { corsHeaders, preflight } from '../http/cors.ts';
import type { Language } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import { parseQuery } from '../http/query.ts';
import { renderError } from '../http/render-error.ts';
import type { Reply } from '../http/reply.ts';
import { createRouter } from '../http/router.ts';
import { sendReply } from '../http/send.ts';
import { bodyHash, lookupIdempotent, storeIdempotent } from '../store/idempotency.ts';

function positionOf(req: IncomingMessage): LatLng | null {
  const lat = Number(req.headers['x-latitude']);
  const lng = Number(req.headers['x-longitude']);
  const given = req.headers['x-latitude'] !== undefined && req.headers['x-longitude'] !== undefined;
  if (!given || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { latitude: lat, longitude: lng };
}

function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * The API under /proxy/: route match, fault plan, the header checks of docs/contract/calls.md#request-headers, body, user, idempotency, handler,
 * then the reply in the route's error family. Faults run first so that a dropped or failed request never
 * touches the data, except `drop after`, which is the point of it.
 */
export function createApiDispatcher(app: SandboxApp, routes: readonly ApiRoute[], faults: Faults) {
  const match = createRouter(routes);

  async function run(
    req: IncomingMessage,
    url: URL,
    apiPath: string,
    lang: Language,
  ): Promise<{ reply: Reply; route: ApiRoute | null }> {
    const method = req.method ?? 'GET';
    const found = match(method, apiPath);
    if (found.kind === 'none') {
      throw new ApiError(404, { code: 'route_not_found', title: `No API route ${method} ${apiPath}` });
    }
    if (found.kind === 'method-not-allowed') {
      throw new ApiError(405, {
        code: 'method_not_allowed',
        title: `${method} is not allowed here; use ${found.allow.join(', ')}`,
        headers: { allow: found.allow.join(', ') },
      });
    }
    const route = found.route;
    const bodyKind = route.body ?? 'json';
    checkApiHeaders(req.headers, hasBody(req), bodyKind);
    const raw = await readBody(req, bodyKind === 'raw' ? UPLOAD_LIMIT : JSON_LIMIT);
    const body = bodyKind === 'json' ? parseJsonBody(raw) : undefined;
    const user = route.auth ? authenticate(req.headers, app, route.auth, route.allowDeleted ?? false) : null;
    app.progressOrders();
    const request: ApiRequest = {
      method,
      path: apiPath,
      url,
      params: found.params,
      query: parseQuery(url.searchParams),
      headers: req.headers,
      lang,
      origin: url.origin,
      body,
      raw,
      contentType: String(req.headers['content-type'] ?? ''),
      user,
      idempotencyKey: idempotencyKeyOf(req.headers),
      position: positionOf(req),
    };
    if (!route.idempotency) return { reply: route.handler(request, app), route };
    const key = request.idempotencyKey;
    if (!key) {
      if (route.idempotency === 'required') {
        throw new ApiError(400, {
          code: 'idempotency_key_missing',
          title: MESSAGES.idempotencyMissing,
          source: { header: 'X-Idempotency-key' },
        });
      }
      return { reply: route.handler(request, app), route };
    }
    const scope = `${method} ${apiPath} user:${user?.id ?? 'guest'}`;
    const hash = bodyHash(body, raw);
    const reply = app.sql.tx(() => {
      const seen = lookupIdempotent(app.sql, scope, key, hash, app.clock.now());
      if (seen.kind === 'replay') return seen.reply;
      if (seen.kind === 'conflict') {
        throw new ApiError(422, {
          code: 'idempotency_key_reused',
          title: MESSAGES.idempotencyReused,
          source: { header: 'X-Idempotency-key' },
        });
      }
      const fresh = route.handler(request, app);
      storeIdempotent(app.sql, scope, key, hash, fresh, app.clock.now());
      return fresh;
    });
    return { reply, route };
  }

  return async function dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    apiPath: string,
  ): Promise<void> {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      await sendReply(req, res, preflight(req), {});
      return;
    }
    const lang = languageOf(req.headers);
    const method = req.method ?? 'GET';
    const found = match(method, apiPath);
    const route = found.kind === 'found' ? found.route : null;
    const family = route?.family ?? 'jsonapi';
    const needsUser =
      route?.auth === 'user' || (route?.auth === 'optional' && bearerToken(req.headers) !== null);
    const plan = faults.plan(method, apiPath, needsUser);
    const faultHeader: Record<string, string> = plan.ruleIds.length
      ? { 'x-sandbox-fault': plan.ruleIds.join(',') }
      : {};
    if (plan.latencyMs > 0) await sleep(plan.latencyMs);
    await Promise.all(plan.holds);
    if (plan.before?.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    let reply: Reply;
    if (plan.before?.kind === 'error') {
      const status = plan.before.status;
      const titles: Record<number, string> = {
        500: 'Oops! Server error',
        501: 'Not implemented',
        502: 'Bad gateway',
        503: 'Service unavailable',
      };
      reply = renderError(
        new ApiError(status, { code: 'fault_injected', title: titles[status] ?? 'Server error' }),
        family,
        lang,
      );
      if (status === 503) reply.headers['retry-after'] = '1';
    } else if (plan.before?.kind === 'unauthorized') {
      reply = renderError(
        new ApiError(401, { code: 'fault_injected', title: MESSAGES.unauthorized }),
        family,
        lang,
      );
    } else {
      try {
        reply = (await run(req, url, apiPath, lang)).reply;
      } catch (error) {
        if (error instanceof ApiError) reply = renderError(error, family, lang);
        else {
          console.error('sandbox: handler failed', method, apiPath, error);
          reply = renderError(
            new ApiError(500, { code: 'internal_error', title: 'Oops! Server error' }),
            family,
            lang,
          );
        }
      }
    }
    // The request body may be unread (a fault or an early error): drain it so keep-alive stays usable.
    req.resume();
    await sendReply(req, res, reply, { ...cors, ...faultHeader }, plan.after);
  };
}
