import type { ApiClient } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { record } from '../../../api/answer-fields.ts';

/** Sandbox-defined (docs/api/care.md): docs/contract/calls.md#calls-the-sandbox-defines names no call for the terms consent. */
const TERMS_PATH = 'api/v3/user/terms';

export interface TermsStanding {
  current: number;
  accepted: number;
  mustAccept: boolean;
  url: string;
}

function version(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new Error(`${field} is not a version`);
  return value;
}

function parseTerms(body: unknown): TermsStanding {
  const attributes = record(record(record(body).data).attributes);
  const current = version(attributes.current_version, 'current_version');
  const accepted = version(attributes.accepted_version, 'accepted_version');
  const url = attributes.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('the terms have no web address');
  // The versions decide, not the flag alone: a guest is never asked for terms older than they accepted.
  return { current, accepted, mustAccept: accepted < current, url };
}

export function fetchTerms(client: ApiClient, signal: AbortSignal): Promise<TermsStanding> {
  return client.get(TERMS_PATH, { parse: parseTerms, signal });
}

/** POST api/v3/user/terms: accepting a version twice is the same as once, so a retry is safe. */
export function acceptTerms(
  client: ApiClient,
  accepted: number,
  signal: AbortSignal,
): Promise<TermsStanding> {
  return client.post(
    TERMS_PATH,
    { data: { type: 'terms', attributes: { version: accepted } } },
    { parse: parseTerms, idempotent: true, signal },
  );
}

/** The terms changed again between reading and accepting (409 terms_version_outdated). */
export function isOutdatedVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** The reader's language on the terms page. */
export function termsPageUrl(url: string, language: string): string {
  const page = new URL(url);
  page.searchParams.set('lang', language);
  return page.href;
}
