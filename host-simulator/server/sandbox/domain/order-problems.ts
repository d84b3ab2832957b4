import { ApiError, type ApiErrorInit } from '../http/api-error.ts';

/** The JSON pointer of an order attribute, for the `source` of a 422 problem. */
export const pointer = (path: string) => `/data/attributes/${path}`;

/** Refuses the order: the first problem is the error, the others ride along in `more`. */
export function fail(status: number, init: ApiErrorInit, problems: ApiErrorInit[] = []): never {
  const [first, ...more] = problems.length ? problems : [init];
  throw new ApiError(status, { ...(first as ApiErrorInit), ...(more.length ? { more } : {}) });
}
