import { ApiMalformedResponseError } from './errors.ts';
import type { HttpMethod } from './client-types.ts';

const isRawBody = (body: unknown): body is Blob | ArrayBuffer | ArrayBufferView =>
  body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body);

function describeRaw(body: Blob | ArrayBuffer | ArrayBufferView): string {
  if (body instanceof Blob) return `[binary ${body.type || 'unknown type'}, ${body.size} bytes]`;
  return `[binary, ${body.byteLength} bytes]`;
}

/** What a request sends: JSON, or raw bytes as they are; and what reports show of it (bytes only counted). */
export interface RequestBody {
  rawBody: boolean;
  payload: BodyInit | undefined;
  logged: unknown;
}

export function requestBody(method: HttpMethod, body: unknown): RequestBody {
  const rawBody = isRawBody(body);
  if (method === 'GET' || body === undefined) return { rawBody, payload: undefined, logged: undefined };
  if (isRawBody(body)) return { rawBody, payload: body as BodyInit, logged: describeRaw(body) };
  return { rawBody, payload: JSON.stringify(body), logged: body };
}

/**
 * The answer's body from its raw text: JSON, null when empty. A success that is not JSON (truncated, an
 * HTML page) is malformed; an error's non-JSON text is kept, cut to 2,000 characters, for the report.
 */
export function answerBody(
  status: number,
  text: string,
  context: { method: HttpMethod; url: string },
): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (status >= 400) return text.slice(0, 2000);
    throw new ApiMalformedResponseError(
      `${context.method} ${context.url} answered ${status} with a body that is not JSON`,
      { ...context, status, body: text.slice(0, 2000), cause },
    );
  }
}

/** The deepest message in an error's cause chain: fetch wraps the useful one (e.g. ECONNREFUSED). */
export function innermostMessage(error: unknown): string | undefined {
  let current: unknown = error;
  let message: string | undefined;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message;
}
