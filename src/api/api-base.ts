const API_PROXY_PATH = '/proxy/';

/** The proxy base: hostConfig.apiBase resolved against the page, else the page's origin + '/proxy/'. */
export function apiBaseUrl(apiBase: string | undefined, pageHref: string | undefined): string {
  const url = new URL(apiBase ?? API_PROXY_PATH, pageHref);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}
