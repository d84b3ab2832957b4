import type { SandboxApp } from '../app.ts';

/**
 * The login page's OAuth clients and the redirect URIs registered for each, as paths on the mini-app's
 * origins. A redirect_uri must be one of them exactly (same origin, same path, no query, fragment or user
 * info), as a real authorisation server demands: otherwise any page could have a code sent to itself and
 * exchange it for the guest's token. docs/api/auth.md lists them.
 */
const REGISTERED_REDIRECT_PATHS: Readonly<Record<string, readonly string[]>> = {
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
function appOrigins(app: SandboxApp, requestOrigin: string): Set<string> {
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
  if (!url || url.href !== `${url.origin}${url.pathname}`) return null;
  if (app.redirectUris.some((entry) => entry.clientId === clientId && entry.uri === url.href))
    return url.href;
  const paths = Object.hasOwn(REGISTERED_REDIRECT_PATHS, clientId)
    ? REGISTERED_REDIRECT_PATHS[clientId]
    : undefined;
  return paths?.includes(url.pathname) && appOrigins(app, requestOrigin).has(url.origin) ? url.href : null;
}

/** A redirect URI a partner registered whole: the page it mounts the app into (memory routing logs in there). */
export interface PartnerRedirect {
  clientId: string;
  uri: string;
}

/**
 * `client_id=uri` or a bare `uri` (client `dastarkhan`), as createSandbox's `redirectUris` and the
 * comma-separated SANDBOX_REDIRECT_URIS take them. The URI is kept as the URL parser writes it, so the
 * exact comparison above is not fooled by case or a default port.
 */
export function parsePartnerRedirect(entry: string): PartnerRedirect {
  const split = entry.indexOf('=');
  const [clientId, uri] =
    split > 0 && !entry.slice(0, split).includes(':')
      ? [entry.slice(0, split), entry.slice(split + 1)]
      : ['dastarkhan', entry];
  const url = parse(uri.trim());
  if (!url || url.href !== `${url.origin}${url.pathname}`)
    throw new TypeError(`sandbox: redirect URI "${entry}" must be an http(s) URL with no query or fragment`);
  return { clientId: clientId.trim(), uri: url.href };
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
