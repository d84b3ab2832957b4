import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface SentryItem {
  type: string;
  header: Record<string, unknown>;
  payload: unknown;
}

export interface SentryRecord {
  kind: 'sentry';
  id: number;
  received_at: string;
  project: string;
  event_id: string | null;
  header: Record<string, unknown>;
  items: SentryItem[];
}

export interface AmplitudeRecord {
  kind: 'amplitude';
  id: number;
  received_at: string;
  api_key: string;
  events: Record<string, unknown>[];
  duplicates: number;
}

export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

export function decodeBody(raw: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return raw;
    case 'gzip':
      return gunzipSync(raw);
    case 'deflate':
      return inflateSync(raw);
    case 'br':
      return brotliDecompressSync(raw);
    default:
      throw new EnvelopeError(`unsupported content-encoding ${encoding}`);
  }
}

function parseJsonObject(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new EnvelopeError(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new EnvelopeError(`${what} is not an object`);
  return value as Record<string, unknown>;
}

/**
 * Parses a Sentry envelope: a JSON header line, then items of a JSON header line and a payload that is
 * either `length` bytes (when the item header says so) or the rest of the line.
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: SentryItem[] } {
  let cursor = 0;
  const readLine = (): string | null => {
    if (cursor >= body.length) return null;
    let end = body.indexOf(0x0a, cursor);
    if (end === -1) end = body.length;
    const line = body.subarray(cursor, end).toString('utf8');
    cursor = end + 1;
    return line;
  };
  const first = readLine();
  if (first === null || first.trim() === '') throw new EnvelopeError('empty envelope');
  const header = parseJsonObject(first, 'envelope header');
  const items: SentryItem[] = [];
  for (;;) {
    const line = readLine();
    if (line === null) break;
    if (line.trim() === '') continue;
    const itemHeader = parseJsonObject(line, 'item header');
    const length = itemHeader.length;
    let payloadText: string;
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
      if (cursor + length > body.length) throw new EnvelopeError('item payload shorter than its length');
      payloadText = body.subarray(cursor, cursor + length).toString('utf8');
      cursor += length;
      if (body[cursor] === 0x0a) cursor++;
    } else {
      payloadText = readLine() ?? '';
    }
    let payload: unknown = payloadText;
    try {
      payload = JSON.parse(payloadText);
    } catch {
      // Attachments and replays are not JSON; keep their text.
    }
    items.push({ type: String(itemHeader.type ?? 'unknown'), header: itemHeader, payload });
  }
  return { header, items };
}

/** Keeps the last `limit` Sentry envelopes and Amplitude batches in memory for tests and the simulator page. */
export function createTelemetrySink(limit = 500) {
  let sentry: SentryRecord[] = [];
  let amplitude: AmplitudeRecord[] = [];
  const insertIds = new Set<string>();
  let counter = 0;
  const trim = <T>(list: T[]) => (list.length > limit ? list.slice(list.length - limit) : list);

  return {
    recordSentry(
      project: string,
      envelope: { header: Record<string, unknown>; items: SentryItem[] },
    ): SentryRecord {
      const eventId = envelope.header.event_id;
      const record: SentryRecord = {
        kind: 'sentry',
        id: ++counter,
        received_at: new Date().toISOString(),
        project,
        event_id: typeof eventId === 'string' ? eventId : null,
        header: envelope.header,
        items: envelope.items,
      };
      sentry = trim([...sentry, record]);
      return record;
    },
    recordAmplitude(apiKey: string, events: Record<string, unknown>[]): AmplitudeRecord {
      let duplicates = 0;
      for (const event of events) {
        const insertId = event.insert_id;
        if (typeof insertId !== 'string') continue;
        if (insertIds.has(insertId)) duplicates++;
        else insertIds.add(insertId);
      }
      if (insertIds.size > limit * 100) insertIds.clear();
      const record: AmplitudeRecord = {
        kind: 'amplitude',
        id: ++counter,
        received_at: new Date().toISOString(),
        api_key: apiKey,
        events,
        duplicates,
      };
      amplitude = trim([...amplitude, record]);
      return record;
    },
    list(kind?: 'sentry' | 'amplitude') {
      return {
        sentry: kind === 'amplitude' ? [] : sentry,
        amplitude: kind === 'sentry' ? [] : amplitude,
      };
    },
    clear(): void {
      sentry = [];
      amplitude = [];
      insertIds.clear();
    },
  };
}

export type TelemetrySink = ReturnType<typeof createTelemetrySink>;
