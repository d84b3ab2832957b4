/**
 * Stable codes of API failures. Screens and telemetry branch on `error.code`, never on messages:
 * messages come from the server and change with the language.
 */
export type ApiErrorCode =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'malformed'
  | 'http'
  | 'unauthorized'
  | 'not-found'
  | 'validation'
  | 'account-deleted'
  | 'server';

export interface ApiErrorContext {
  method: string;
  /** Absolute URL without the query string. */
  url: string;
  /** HTTP status when a response arrived. */
  status?: number;
  /** The body's `error_code` when it carried one (docs/contract/errors.md#error-messages-from-answers). */
  errorCode?: number;
  /** The parsed response body (or its text when it was not JSON). */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly errorCode: number | undefined;
  readonly body: unknown;

  constructor(code: ApiErrorCode, message: string, context: ApiErrorContext) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = 'ApiError';
    this.code = code;
    this.method = context.method;
    this.url = context.url;
    this.status = context.status;
    this.errorCode = context.errorCode;
    this.body = context.body;
  }
}

/** No answer: the connection failed or dropped, or the body could not be read to its end. */
export class ApiNetworkError extends ApiError {
  constructor(message: string, context: ApiErrorContext) {
    super('network', message, context);
    this.name = 'ApiNetworkError';
  }
}

/** One attempt took longer than the client's time limit. */
export class ApiTimeoutError extends ApiError {
  constructor(message: string, context: ApiErrorContext) {
    super('timeout', message, context);
    this.name = 'ApiTimeoutError';
  }
}

/** The caller aborted the request through its AbortSignal. */
export class ApiAbortedError extends ApiError {
  constructor(message: string, context: ApiErrorContext) {
    super('aborted', message, context);
    this.name = 'ApiAbortedError';
  }
}

/** A successful status with a body that is not the JSON we asked for (an HTML page, truncated JSON). */
export class ApiMalformedResponseError extends ApiError {
  constructor(message: string, context: ApiErrorContext) {
    super('malformed', message, context);
    this.name = 'ApiMalformedResponseError';
  }
}

/** The server refused the request: a 4xx/5xx status, or a 2xx body with an `error_code` other than 200. */
export class ApiHttpError extends ApiError {
  constructor(message: string, context: ApiErrorContext, code: ApiErrorCode = 'http') {
    super(code, message, context);
    this.name = 'ApiHttpError';
  }
}

/** 401 by status or by `error_code` (docs/contract/states.md#request-authorization "Request authorization"). */
export class ApiUnauthorizedError extends ApiHttpError {
  constructor(message: string, context: ApiErrorContext) {
    super(message, context, 'unauthorized');
    this.name = 'ApiUnauthorizedError';
  }
}

export class ApiNotFoundError extends ApiHttpError {
  constructor(message: string, context: ApiErrorContext) {
    super(message, context, 'not-found');
    this.name = 'ApiNotFoundError';
  }
}

export interface FieldIssue {
  /** JSON pointer or parameter name from `errors[].source`, when the server gave one. */
  field: string | undefined;
  message: string;
}

/** 400 or 422: the request itself was wrong (including an idempotency key reused with another body). */
export class ApiValidationError extends ApiHttpError {
  readonly issues: FieldIssue[];
  constructor(message: string, context: ApiErrorContext, issues: FieldIssue[]) {
    super(message, context, 'validation');
    this.name = 'ApiValidationError';
    this.issues = issues;
  }
}

/**
 * 403 `account_deleted` (docs/api/account.md): the signed-in account was deleted and can still be
 * restored. The dates are ISO strings from the error's meta, null when the server left them out.
 */
export class ApiAccountDeletedError extends ApiHttpError {
  readonly deletedAt: string | null;
  readonly restoreUntil: string | null;
  constructor(message: string, context: ApiErrorContext, meta: Record<string, unknown>) {
    super(message, context, 'account-deleted');
    this.name = 'ApiAccountDeletedError';
    this.deletedAt = text(meta.deleted_at) ?? null;
    this.restoreUntil = text(meta.restore_until) ?? null;
  }
}

export class ApiServerError extends ApiHttpError {
  constructor(message: string, context: ApiErrorContext) {
    super(message, context, 'server');
    this.name = 'ApiServerError';
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The body's `error_code` as a number; servers send it as a number or a numeric string. */
export function bodyErrorCode(body: unknown): number | undefined {
  if (!isRecord(body) || !('error_code' in body)) return undefined;
  const raw = body.error_code;
  const code = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isFinite(code) ? code : undefined;
}

function errorList(body: unknown): Record<string, unknown>[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isRecord);
}

/** docs/contract/errors.md#error-messages-from-answers: the first error's title, else the `error_code` body's message. */
export function messageOf(body: unknown): string | undefined {
  const first = errorList(body)[0];
  const fromList = first && (text(first.title) ?? text(first.detail));
  if (fromList) return fromList;
  if (isRecord(body)) return text(body.message) ?? text(body.error_message) ?? text(body.error);
  return undefined;
}

function issuesOf(body: unknown): FieldIssue[] {
  return errorList(body).map((entry) => {
    const source = isRecord(entry.source) ? entry.source : {};
    return {
      field: text(source.pointer) ?? text(source.parameter),
      message: text(entry.detail) ?? text(entry.title) ?? '',
    };
  });
}

/**
 * Maps an answer to the error it stands for, or null when it is a success. `status` is the HTTP status;
 * a 2xx body with an `error_code` other than 200 is an error all the same (docs/contract/validation.md#error-code-in-a-successful-answer), classified by that code.
 */
export function errorFromAnswer(
  status: number,
  body: unknown,
  request: { method: string; url: string },
): ApiHttpError | null {
  const errorCode = bodyErrorCode(body);
  const failedByStatus = status >= 400;
  const failedByBody = !failedByStatus && errorCode !== undefined && errorCode !== 200;
  if (!failedByStatus && !failedByBody) return null;

  const effective = failedByStatus ? status : (errorCode as number);
  const context: ApiErrorContext = { ...request, status, body };
  if (errorCode !== undefined) context.errorCode = errorCode;
  const message = messageOf(body) ?? `${request.method} ${request.url} failed with ${effective}`;

  if (effective === 401 || errorCode === 401) return new ApiUnauthorizedError(message, context);
  if (effective === 404) return new ApiNotFoundError(message, context);
  const first = errorList(body)[0];
  if (effective === 403 && first?.code === 'account_deleted') {
    return new ApiAccountDeletedError(message, context, isRecord(first.meta) ? first.meta : {});
  }
  if (effective === 400 || effective === 422) return new ApiValidationError(message, context, issuesOf(body));
  if (effective >= 500) return new ApiServerError(message, context);
  return new ApiHttpError(message, context);
}
