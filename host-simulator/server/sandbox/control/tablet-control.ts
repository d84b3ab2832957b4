import { issueEnrolment } from '../domain/tablet.ts';
import { json, type Reply } from '../http/reply.ts';
import type { ControlContext } from './control-routes.ts';

/**
 * POST /sandbox/control/tablet-enrolments {filial_id}: the venue enrols a kiosk tablet. The one-time code
 * goes with the tablet's first POST takeaway/v1/tablet/sessions (docs/api/kiosk.md); the simulator asks for
 * one each time it opens a kiosk.
 */
export function enrolTablet(ctx: ControlContext): Reply {
  const body = typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Record<string, unknown>) : {};
  const filialId = body.filial_id;
  if (typeof filialId !== 'number' || !Number.isInteger(filialId))
    return json(400, { error: { status: 400, title: 'filial_id must be a whole number' } });
  if (!ctx.app.sql.get('SELECT id FROM filials WHERE id = ?', filialId))
    return json(404, { error: { status: 404, title: `No venue ${filialId}` } });
  const enrolment = issueEnrolment(ctx.app, filialId);
  return json(201, {
    data: { ...enrolment, expires_at: new Date(enrolment.expires_at).toISOString() },
  });
}
