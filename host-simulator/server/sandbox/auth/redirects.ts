import type { SandboxApp } from '../app.ts';

/**
 * The login page's OAuth clients and the redirect URIs registered for each, as paths on the mini-app's
 * origins. A redirect_uri must be one of them exactly (same origin, same path, no query, fragment or user
 * info), as a real authorisation server demands: otherwise any page could have a code sent to itself and
 * exchange it for the guest's token. docs/api/auth.md lists them.
 */
export const REGISTERED_REDIRECT_PATHS: Readonly<Record<string, readonly string[]>> = {
  // The app shell: under /app/ in the simulator (`npm start`), at an origin's root where a partner hosts
  // it; '/auth' is also the bridge's web-polyfill default, which the reference mini-app
  // (examples/mini-app) logs in with.
  dastarkhan: ['/app/auth', '/auth'],
};

/**
 * The origins the mini-app is served from: the one the request reached (the simulator serves the app
 * shell, its own page and the examples on one origin, whatever host and port it listens on, e.g.
 * 127.0.0.1:<random port> and 127.0.0.2 in tests) plus those configured (createSandbox's `origins`,
 * SANDBOX_ORIGINS), e.g. a partner page hosting the shell elsewhere.
 */
export function appOrigins(app: SandboxApp, requestOrigin: string): Set<string> {
  return new Set([requestOrigin, ...app.origins]);
}

function parse(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The redirect_uri when it is registered for the client on one of the app's origins, else null. */
export function registeredRedirect(
  app: SandboxApp,
  requestOrigin: string,
  clientId: string,
  value: string | null,
): string | null {
  const url = parse(value);
  const paths = Object.hasOwn(REGISTERED_REDIRECT_PATHS, clientId)
    ? REGISTERED_REDIRECT_PATHS[clientId]
    : undefined;
  if (!url || !paths) return null;
  const exact = url.href === `${url.origin}${url.pathname}`;
  return exact && paths.includes(url.pathname) && appOrigins(app, requestOrigin).has(url.origin)
    ? url.href
    : null;
}

/**
 * A return address of the payment page (sucessUrl, failureUrl) when it is on one of the mini-app's
 * origins, else null. Any path there: the app adds its base path (/app/...) or not, as it is hosted.
 */
export function allowedPayReturn(
  app: SandboxApp,
  requestOrigin: string,
  value: string | null,
): string | null {
  const url = parse(value);
  return url && appOrigins(app, requestOrigin).has(url.origin) && !url.username && !url.password
    ? url.href
    : null;
}
