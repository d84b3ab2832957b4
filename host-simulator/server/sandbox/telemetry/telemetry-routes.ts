import { json, noContent, type Reply } from '../http/reply.ts';
import { decodeBody, EnvelopeError, parseEnvelope, type TelemetrySink } from './telemetry-sink.ts';

const AMPLITUDE_LIMIT_BYTES = 1024 * 1024;

/** POST /sandbox/telemetry/sentry/api/{project}/envelope/: records the envelope and answers like Sentry. */
export function receiveSentry(
  sink: TelemetrySink,
  project: string,
  raw: Buffer,
  encoding: string | undefined,
): Reply {
  if (!/^\d+$/.test(project)) return json(400, { detail: 'project id must be a number' });
  try {
    const envelope = parseEnvelope(decodeBody(raw, encoding));
    const record = sink.recordSentry(project, envelope);
    return json(200, { id: record.event_id });
  } catch (error) {
    if (error instanceof EnvelopeError) return json(400, { detail: `invalid envelope: ${error.message}` });
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('Z_')) {
      return json(400, { detail: 'the body could not be decompressed' });
    }
    throw error;
  }
}

/**
 * POST /sandbox/telemetry/amplitude/2/httpapi: Amplitude's HTTP V2 answers, as its SDK expects them
 * (docs/contract/errors.md#analytics-delivery): 200 {code: 200, events_ingested}, 400 with missing_field for a missing api_key or events,
 * 400 naming events without event_type or without both ids, 413 past 1 MB.
 */
export function receiveAmplitude(sink: TelemetrySink, raw: Buffer, encoding: string | undefined): Reply {
  let body: Buffer;
  try {
    body = decodeBody(raw, encoding);
  } catch {
    return json(400, { code: 400, error: 'Invalid request body encoding' });
  }
  if (body.length > AMPLITUDE_LIMIT_BYTES) return json(413, { code: 413, error: 'Payload too large' });
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    return json(400, { code: 400, error: 'Invalid JSON request body' });
  }
  const data = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const now = Date.now();
  if (typeof data.api_key !== 'string' || data.api_key === '') {
    return json(400, {
      code: 400,
      error: 'Request missing required field',
      missing_field: 'api_key',
      client_upload_time: now,
    });
  }
  if (!Array.isArray(data.events) || data.events.length === 0) {
    return json(400, {
      code: 400,
      error: 'Request missing required field',
      missing_field: 'events',
      client_upload_time: now,
    });
  }
  const events = data.events as unknown[];
  const noType: number[] = [];
  const noIds: number[] = [];
  events.forEach((event, index) => {
    const e = (typeof event === 'object' && event !== null ? event : {}) as Record<string, unknown>;
    if (typeof e.event_type !== 'string' || e.event_type === '') noType.push(index);
    const hasUser = typeof e.user_id === 'string' && e.user_id.length >= 5;
    const hasDevice = typeof e.device_id === 'string' && e.device_id.length >= 5;
    if (!hasUser && !hasDevice) noIds.push(index);
  });
  if (noType.length || noIds.length) {
    return json(400, {
      code: 400,
      error: 'Invalid field values on some events',
      ...(noType.length ? { events_with_missing_fields: { event_type: noType } } : {}),
      ...(noIds.length ? { events_with_invalid_fields: { device_id: noIds, user_id: noIds } } : {}),
      client_upload_time: now,
    });
  }
  sink.recordAmplitude(data.api_key, events as Record<string, unknown>[]);
  return json(200, {
    code: 200,
    events_ingested: events.length,
    payload_size_bytes: body.length,
    server_upload_time: now,
  });
}

export function listTelemetry(sink: TelemetrySink, kind: string | null): Reply {
  if (kind !== null && kind !== 'sentry' && kind !== 'amplitude')
    return json(400, { error: { status: 400, title: 'kind must be sentry or amplitude' } });
  return json(200, sink.list(kind ?? undefined));
}

export function clearTelemetry(sink: TelemetrySink): Reply {
  sink.clear();
  return noContent();
}
