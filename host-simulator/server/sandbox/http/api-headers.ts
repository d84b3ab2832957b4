import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, type ApiErrorInit } from './api-error.ts';
import { isLanguage, LANGUAGES, type Language, LOCALE_OF } from './language.ts';
import { JSON_API } from './reply.ts';

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The language for texts and errors: X-Language when valid, else ru (the contract's (docs/contract/product.md#languages) fallback). */
export function languageOf(headers: IncomingHttpHeaders): Language {
  const value = header(headers, 'x-language')?.trim();
  return isLanguage(value) ? value : 'ru';
}

function acceptsJsonApi(accept: string | undefined): boolean {
  if (!accept) return false;
  // JSON:API 1.1: the media type must appear at least once without parameters other than ext/profile.
  return accept.split(',').some((part) => {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return (
      type === JSON_API &&
      params.every((p) => p.startsWith('ext=') || p.startsWith('profile=') || p.startsWith('q='))
    );
  });
}

/**
 * The request headers of docs/contract/calls.md#request-headers: Accept of the JSON:API media type, X-Fingerprint, X-Language, a Locale
 * matching it (kk travels as kz) and a JSON Content-Type on bodies. Every problem is listed at once.
 */
export function checkApiHeaders(
  headers: IncomingHttpHeaders,
  hasBody: boolean,
  bodyKind: 'json' | 'raw',
): void {
  const problems: ApiErrorInit[] = [];
  const problem = (name: string, code: string, title: string) =>
    problems.push({ code, title, source: { header: name } });

  if (!acceptsJsonApi(header(headers, 'accept'))) {
    throw new ApiError(406, {
      code: 'not_acceptable',
      title: `Accept must include ${JSON_API}`,
      source: { header: 'Accept' },
    });
  }
  const fingerprint = header(headers, 'x-fingerprint')?.trim();
  if (!fingerprint) problem('X-Fingerprint', 'missing_fingerprint', 'X-Fingerprint header is required');
  else if (fingerprint.length > 128)
    problem('X-Fingerprint', 'invalid_fingerprint', 'X-Fingerprint is longer than 128 characters');

  const language = header(headers, 'x-language')?.trim();
  if (!language) problem('X-Language', 'missing_language', 'X-Language header is required');
  else if (!isLanguage(language))
    problem('X-Language', 'invalid_language', `X-Language must be one of ${LANGUAGES.join(', ')}`);

  const locale = header(headers, 'locale')?.trim();
  if (!locale) problem('Locale', 'missing_locale', 'Locale header is required');
  else if (isLanguage(language) && locale !== LOCALE_OF[language]) {
    problem(
      'Locale',
      'invalid_locale',
      `Locale must be ${LOCALE_OF[language]} when X-Language is ${language}`,
    );
  }

  if (hasBody) {
    const type = (header(headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (bodyKind === 'json' && type !== 'application/json' && type !== JSON_API) {
      throw new ApiError(415, {
        code: 'unsupported_media_type',
        title: 'Content-Type must be application/json',
        source: { header: 'Content-Type' },
      });
    }
  }

  const [first, ...more] = problems;
  if (first) throw new ApiError(400, { ...first, more });
}

export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | null {
  const key = header(headers, 'x-idempotency-key')?.trim();
  return key ? key : null;
}
