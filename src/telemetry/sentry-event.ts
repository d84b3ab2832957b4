import type { Breadcrumb, ErrorEvent, EventHint } from '@sentry/react';
import { isIgnoredError } from './ignore.ts';
import { scrubValue } from './scrub.ts';

/** Ids and SDK fields that must reach Sentry unchanged (a 32-hex id can hold a Luhn-valid digit run). */
const KEEP = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'sdk',
  'release',
  'dist',
  'environment',
  'timestamp',
  'start_timestamp',
]);

/** Sentry's `beforeSend`: drops what docs/contract/errors.md#error-reporting ignores, scrubs the rest (request, messages, breadcrumbs, extra). */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  if (isIgnoredError(event, hint.originalException)) return null;
  const scrubbed = scrubValue(event, { keep: KEEP }) as ErrorEvent;
  if (scrubbed.user?.id === undefined) delete scrubbed.user;
  else scrubbed.user = { id: scrubbed.user.id };
  return scrubbed;
}

/** Sentry's `beforeBreadcrumb`: the same scrubbing; a breadcrumb is never dropped for what it held. */
export function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb, { keep: KEEP }) as Breadcrumb;
}
