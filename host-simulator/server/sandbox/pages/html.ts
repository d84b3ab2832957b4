import { sandboxPagePolicy } from '../../content-security.ts';
import type { SandboxApp } from '../app.ts';
import { isLanguage, type Language } from '../http/language.ts';
import { html, type Reply } from '../http/reply.ts';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The page language from a query value (kz is accepted for kk); the contract's (docs/contract/product.md#languages) default language is kk. */
export function pageLanguage(value: string | null): Language {
  const lang = value === 'kz' ? 'kk' : value;
  return isLanguage(lang) ? lang : 'kk';
}

/** Thousands separated by a space (docs/contract/constants.md#formats), lari with two decimals. */
export function formatMoney(major: number, currency: string): string {
  const [whole, fraction] = major.toFixed(currency === 'GEL' ? 2 : 0).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${fraction ? `${grouped}.${fraction}` : grouped} ${currency === 'GEL' ? '₾' : '₸'}`;
}

/**
 * The hosted pages play a payment provider and a login page, in the product's visual language (issue 11
 * item 8): its font, its green, 12 px corners, 48 px touch targets, choices as bordered tiles, AA contrast.
 */
const STYLE = `
  :root { color-scheme: light; font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Georgian", sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #f2f4f5; color: #1b1d1f; }
  main { max-width: 28rem; margin: 0 auto; padding: 24px 16px 32px; background: #fff; min-height: 100vh; }
  @media (min-width: 30rem) { main { margin: 32px auto; min-height: 0; border: 1px solid #d5d9dd; border-radius: 16px; padding: 24px; } }
  h1 { font-size: 22px; margin: 0 0 8px; overflow-wrap: anywhere; }
  h2 { font-size: 17px; margin: 24px 0 8px; }
  p { margin: 0 0 12px; }
  dl { display: grid; grid-template-columns: minmax(0, auto) minmax(0, 1fr); gap: 10px 16px; margin: 16px 0; padding: 16px; border: 1px solid #d5d9dd; border-radius: 16px; }
  dt { color: #5b6168; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  dd[data-testid="amount"] { font-size: 22px; color: #0a6e4f; }
  fieldset { border: 0; padding: 0; margin: 0 0 16px; }
  legend { font-weight: 700; margin-bottom: 8px; }
  label { display: block; margin: 12px 0 0; font-weight: 600; }
  label:has(input[type=radio]) { display: flex; align-items: center; gap: 10px; min-height: 48px; margin: 0 0 8px; padding: 8px 12px; border: 1px solid #d5d9dd; border-radius: 12px; font-weight: 400; overflow-wrap: anywhere; }
  label:has(input:checked) { border-color: #0a6e4f; box-shadow: inset 0 0 0 1px #0a6e4f; }
  input[type=radio] { width: 20px; height: 20px; margin: 0; flex: none; accent-color: #0a6e4f; }
  input[type=tel], input[type=email], input[type=text] { width: 100%; min-height: 48px; padding: 0 12px; margin-top: 4px; font: inherit; border: 1px solid #8a9096; border-radius: 12px; }
  button { min-height: 48px; padding: 0 16px; font: inherit; font-weight: 600; border-radius: 12px; border: 0; background: #f2f4f5; color: #1b1d1f; cursor: pointer; }
  button.primary { background: #0a6e4f; color: #fff; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #0a6e4f; outline-offset: 2px; }
  a { color: #0a6e4f; font-weight: 600; }
  .actions { display: flex; flex-direction: column; gap: 8px; margin-top: 16px; }
  .actions > * { width: 100%; }
  .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #fff3cd; color: #5c4400; font-size: 14px; font-weight: 600; }
  .users { list-style: none; padding: 0; margin: 0; }
  .users li { margin: 0 0 8px; }
  .users button { width: 100%; text-align: start; background: #fff; border: 1px solid #d5d9dd; padding: 8px 12px; }
  .note { color: #5b6168; font-size: 14px; font-weight: 400; display: block; }
  .error { color: #b3261e; font-weight: 600; }
`;

export function layout(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** http(s) absolute URLs only: the pages redirect there, so nothing like javascript: may pass. */
export function safeRedirectUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A sandbox page, framed by the simulator and the mini-app's origins only, whose forms lead nowhere but to
 * the origins of `returnTo` (the addresses its form sends the guest back to; none: the page itself only).
 */
export function sandboxPage(
  app: SandboxApp,
  status: number,
  markup: string,
  returnTo: readonly (string | null)[] = [],
): Reply {
  const origins = returnTo.filter((url): url is string => url !== null).map((url) => new URL(url).origin);
  return html(status, markup, sandboxPagePolicy({ frameAncestors: app.origins, returnTo: origins }));
}
