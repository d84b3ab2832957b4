import type { LocalText } from './language.ts';

export interface ApiErrorInit {
  /** A stable machine-readable code, e.g. price_changed. */
  code: string;
  /** What the client shows (docs/contract/errors.md#error-messages-from-answers: the first error's title); localised when given per language. */
  title: string | LocalText;
  detail?: string | LocalText;
  /** JSON:API source: a body pointer, a query parameter or a header. */
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
  /** More errors of the same request (e.g. one per header or per order line). */
  more?: ApiErrorInit[];
  headers?: Record<string, string>;
  /**
   * For the services that answer errors as `{error_code, message}`: send HTTP 200 with the code in the body,
   * as the real API does for these (docs/contract/validation.md#error-code-in-a-successful-answer: "a successful response body with an error_code other than 200").
   */
  soft?: boolean;
}

/** Thrown by handlers; the dispatcher renders it in the route's error family. */
export class ApiError extends Error {
  readonly status: number;
  readonly init: ApiErrorInit;

  constructor(status: number, init: ApiErrorInit) {
    super(typeof init.title === 'string' ? init.title : init.title.en);
    this.name = 'ApiError';
    this.status = status;
    this.init = init;
  }
}

export function badRequest(code: string, title: string | LocalText, parameter?: string): ApiError {
  return new ApiError(400, { code, title, ...(parameter ? { source: { parameter } } : {}) });
}
