import { isLanguage, type Language } from '../http/language.ts';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The page language from a query value (kz is accepted for kk); SPEC §1's default language is kk. */
export function pageLanguage(value: string | null): Language {
  const lang = value === 'kz' ? 'kk' : value;
  return isLanguage(lang) ? lang : 'kk';
}

/** Thousands separated by a space (SPEC §9), lari with two decimals. */
export function formatMoney(major: number, currency: string): string {
  const [whole, fraction] = major.toFixed(currency === 'GEL' ? 2 : 0).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${fraction ? `${grouped}.${fraction}` : grouped} ${currency === 'GEL' ? '₾' : '₸'}`;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1b1d21; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 0 0 1rem; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; }
  fieldset { border: 1px solid #ccd; border-radius: 8px; margin: 0 0 1rem; }
  label { display: block; margin: .35rem 0; }
  input[type=tel], input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #889; border-radius: 6px; }
  button { font-size: 1rem; padding: .7rem 1.2rem; border-radius: 8px; border: 1px solid #335; cursor: pointer; }
  button.primary { background: #1d5fd1; color: #fff; border-color: #1d5fd1; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
  .badge { display: inline-block; padding: .15rem .5rem; border-radius: 999px; background: #fde9b5; font-size: .85rem; }
  .users { list-style: none; padding: 0; margin: 0; }
  .users li { margin: .4rem 0; }
  .users button { width: 100%; text-align: left; background: #f7f8fb; border-color: #ccd; }
  .note { color: #555; font-size: .9rem; display: block; }
  .error { color: #b00020; font-weight: 600; }
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
