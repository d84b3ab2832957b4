export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Compiled<R> {
  method: Method;
  segments: string[];
  route: R;
}

export type RouteMatch<R> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: Method[] }
  | { kind: 'none' };

const split = (path: string) => path.split('/').filter(Boolean);

/**
 * Path patterns with :named segments, matched segment by segment; trailing slashes never matter (docs/contract/calls.md
 * writes both geo-service/suggestions/ and menu/v2/category/products). Literal segments win over
 * parameters, so `user/orders` is not taken for `user/:id`.
 */
export function createRouter<R extends { method: Method; path: string }>(routes: readonly R[]) {
  const compiled: Compiled<R>[] = routes.map((route) => ({
    method: route.method,
    segments: split(route.path),
    route,
  }));
  const score = (c: Compiled<R>) => c.segments.filter((s) => s.startsWith(':')).length;
  compiled.sort((a, b) => score(a) - score(b));

  function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
    if (pattern.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < pattern.length; i++) {
      const want = pattern[i] as string;
      const got = parts[i] as string;
      if (want.startsWith(':')) {
        try {
          params[want.slice(1)] = decodeURIComponent(got);
        } catch {
          return null;
        }
      } else if (want !== got) return null;
    }
    return params;
  }

  return function match(method: string, path: string): RouteMatch<R> {
    const parts = split(path);
    const allow: Method[] = [];
    for (const candidate of compiled) {
      const params = matchSegments(candidate.segments, parts);
      if (!params) continue;
      if (candidate.method === method || (method === 'HEAD' && candidate.method === 'GET')) {
        return { kind: 'found', route: candidate.route, params };
      }
      allow.push(candidate.method);
    }
    return allow.length ? { kind: 'method-not-allowed', allow } : { kind: 'none' };
  };
}
