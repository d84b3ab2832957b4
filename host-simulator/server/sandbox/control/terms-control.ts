import { currentTerms, publishTerms } from '../domain/terms.ts';
import { json, type Reply } from '../http/reply.ts';
import type { ControlContext } from './control-routes.ts';

/** GET /sandbox/control/terms: the version in force. */
export function readTerms(ctx: ControlContext): Reply {
  const { version, publishedAt } = currentTerms(ctx.app.sql);
  return json(200, { data: { version, published_at: new Date(publishedAt).toISOString() } });
}

/**
 * POST /sandbox/control/terms: the terms change, as when the operator publishes new ones. Every guest who
 * has not accepted the new version is then asked to (GET api/v3/user/terms answers must_accept).
 */
export function bumpTerms(ctx: ControlContext): Reply {
  const version = publishTerms(ctx.app.sql, ctx.app.clock.now());
  return json(201, { data: { version, published_at: new Date(ctx.app.clock.now()).toISOString() } });
}
