import type { BarcodeFormat, Language, MethodName, MethodVersions, ParamsOf, ResultOf } from '../protocol.ts';
import { BARCODE_FORMATS } from '../protocol-schemas.ts';
import type { ScannerModule, ScannerTexts } from './scanner/scanner-types.ts';
import {
  clearCaches,
  currentPosition,
  openLink,
  permissionState,
  requestPermission,
  vibrate,
} from './device.ts';
import { closingGuard, share } from './page-capabilities.ts';
import { loginPageUrl, payPageUrl, type RedirectOptions } from './redirects.ts';

/** Options of the plain-web fallbacks (a page without a host): the sign-in and payment pages, their language, and the scanner. */
export interface WebOptions extends RedirectOptions {
  /** The app's current language, for the login and payment pages and the scanner; default `<html lang>`, else kk. */
  language?: () => Language;
  /** Scanner texts; the rest come from the polyfill's kk/ru/en/ka table. */
  scannerTexts?: Partial<ScannerTexts>;
  /** Loads the scanner part; tests and special builds replace it. Default: a lazily loaded chunk. */
  loadScanner?: () => Promise<ScannerModule>;
}

type WebHandler<M extends MethodName> = (
  params: ParamsOf<M>,
  signal: AbortSignal,
) => ResultOf<M> | Promise<ResultOf<M>>;
export type WebMethods = { [M in MethodName]?: WebHandler<M> };

/** The plain-browser stand-in for a host: what each method does here, and which ones this browser can do. */
export function webMethods(
  win: Window,
  options: WebOptions,
): { handlers: WebMethods; versions: MethodVersions; stop: () => void } {
  const nav = win.navigator;
  const language = () =>
    options.language?.() ?? ((win.document.documentElement.lang.slice(0, 2) || 'kk') as Language);
  const leave = (url: string) => {
    win.location.assign(url);
    return { status: 'redirecting' } as const;
  };
  const scan = async (formats: readonly (BarcodeFormat | 'qr_code')[], signal: AbortSignal) => {
    const { runScanner } = await (options.loadScanner ?? (() => import('./scanner/browser-scanner.ts')))();
    return runScanner({
      window: win,
      formats,
      language: language(),
      texts: options.scannerTexts ?? {},
      signal,
    });
  };

  const closing = closingGuard(win);
  const handlers: WebMethods = {
    'auth.code': () => leave(loginPageUrl(win, options, language())),
    'pay.open': (params) => leave(payPageUrl(win, options, params, language())),
    'scan.qr': (_, signal) => scan(['qr_code'], signal),
    'scan.barcode': ({ formats }, signal) =>
      scan(
        Array.isArray(formats)
          ? formats.filter((format) => BARCODE_FORMATS.includes(format))
          : BARCODE_FORMATS,
        signal,
      ),
    'permission.status': async ({ name }) => ({ state: await permissionState(win, name) }),
    'permission.request': async ({ name }) => ({ state: await requestPermission(win, name) }),
    'geo.enabled': () => ({ enabled: !!nav.geolocation }),
    'link.open': ({ url }) => openLink(win, url),
    'closing.confirm': ({ enabled }) => closing.set(enabled === true),
  };
  // secure.get and secure.set are not offered: the page's own storage is all a browser has, and the app
  // keeps using it when the host has no secure storage.
  if ('vibrate' in nav) handlers.haptic = ({ type }) => vibrate(win, type);
  if (nav.geolocation) handlers['geo.position'] = (params) => currentPosition(win, params);
  if (win.caches) handlers['cache.clear'] = () => clearCaches(win);
  if ('share' in nav || 'clipboard' in nav) handlers.share = (params) => share(win, params);
  // Issue 31 §3. popup.open is not offered: the app draws its own accessible dialog where no host draws
  // one (src/shared/confirm), so the page keeps one look. phone.request is not offered either: a browser
  // has no account whose phone it could vouch for, and the guest signs in by SMS.
  if (nav.clipboard?.writeText) {
    handlers['clipboard.write'] = async ({ text }) => {
      await nav.clipboard.writeText(text);
      return null;
    };
  }
  if (win.opener) {
    handlers['app.close'] = () => {
      win.close();
      return null;
    };
  }
  const versions: MethodVersions = {};
  for (const method of Object.keys(handlers) as MethodName[]) versions[method] = 1;
  return { handlers, versions, stop: closing.stop };
}
