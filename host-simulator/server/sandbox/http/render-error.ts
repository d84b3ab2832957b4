import type { ErrorFamily } from '../app.ts';
import type { ApiError, ApiErrorInit } from './api-error.ts';
import { type Language, type LocalText, localise } from './language.ts';
import { json, jsonApi, type Reply } from './reply.ts';

const text = (value: string | LocalText | undefined, lang: Language) =>
  value === undefined ? undefined : typeof value === 'string' ? value : localise(value, lang);

function jsonApiError(status: number, init: ApiErrorInit, lang: Language) {
  return {
    status: String(status),
    code: init.code,
    title: text(init.title, lang),
    ...(init.detail !== undefined ? { detail: text(init.detail, lang) } : {}),
    ...(init.source ? { source: init.source } : {}),
    ...(init.meta ? { meta: init.meta } : {}),
  };
}

/**
 * Renders an error in the family of the route (docs/contract/errors.md#error-messages-from-answers): JSON:API services answer `errors[]` whose first
 * title is the message; the legacy services answer `{error_code, message}`, with HTTP 200 for soft errors.
 * A 401 carries both shapes, so every client path sees status and error_code 401.
 */
export function renderError(error: ApiError, family: ErrorFamily, lang: Language): Reply {
  const { status, init } = error;
  const message = text(init.title, lang) ?? 'Error';
  const errors = [init, ...(init.more ?? [])].map((e) => jsonApiError(status, e, lang));
  const headers = init.headers ?? {};
  if (status === 401) {
    return jsonApi(401, { errors, error_code: 401, message }, { 'www-authenticate': 'Bearer', ...headers });
  }
  if (family === 'code') {
    const body = {
      error_code: status,
      message,
      code: init.code,
      ...(init.meta ? { data: init.meta } : {}),
      // The JSON:API errors too when there are several or one names the field (source pointer).
      ...(errors.length > 1 || errors.some((e) => e.source) ? { errors } : {}),
    };
    return json(init.soft ? 200 : status, body, headers);
  }
  return jsonApi(status, { errors, jsonapi: { version: '1.1' } }, headers);
}
