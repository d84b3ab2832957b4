import type { SandboxApp } from '../app.ts';
import { currentTerms } from '../domain/terms.ts';
import type { Reply } from '../http/reply.ts';
import { escapeHtml, layout, pageLanguage, sandboxPage } from './html.ts';

const TEXT = {
  kk: {
    title: 'Пайдалану шарттары',
    version: 'Нұсқа',
    body: 'Бұл — құмсалғыштың сынақ мәтіні. Нақты сервисте мұнда тапсырыс беру, төлеу, бонустар және дербес деректерді өңдеу шарттары болады.',
  },
  ru: {
    title: 'Условия использования',
    version: 'Версия',
    body: 'Это тестовый текст песочницы. В настоящем сервисе здесь условия заказа, оплаты, бонусов и обработки персональных данных.',
  },
  en: {
    title: 'Terms of use',
    version: 'Version',
    body: 'This is the sandbox’s sample text. In the real service, the terms of ordering, payment, bonuses and personal data processing are here.',
  },
  ka: {
    title: 'გამოყენების პირობები',
    version: 'ვერსია',
    body: 'ეს არის სატესტო გარემოს ნიმუშის ტექსტი. რეალურ სერვისში აქ იქნება შეკვეთის, გადახდის, ბონუსებისა და პერსონალური მონაცემების დამუშავების პირობები.',
  },
} as const;

/** GET /sandbox/terms[?version&lang]: the page the consent dialog's "read the terms" link opens. */
export function renderTermsPage(app: SandboxApp, url: URL): Reply {
  const lang = pageLanguage(url.searchParams.get('lang'));
  const text = TEXT[lang];
  const asked = Number(url.searchParams.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : currentTerms(app.sql).version;
  return sandboxPage(
    app,
    200,
    layout(
      lang,
      text.title,
      `<h1>${escapeHtml(text.title)}</h1><p class="note">${escapeHtml(text.version)} ${version}</p><p>${escapeHtml(text.body)}</p>`,
    ),
  );
}
