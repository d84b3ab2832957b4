import type { CheckResult, ConformanceReport } from '../../../bridge/conformance/index.ts';
import { fill, type KitTexts } from './kit-texts.ts';

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** One line per message, as it travelled: strings are shown as the JSON text they were. */
function messageLines(result: CheckResult): string {
  return result.messages
    .map(({ at, direction, data }) => {
      const arrow = direction === 'kit-to-host' ? 'kit → host' : 'host → kit';
      return `${String(at).padStart(6)} ms  ${arrow}  ${typeof data === 'string' ? data : JSON.stringify(data)}`;
    })
    .join('\n');
}

/** The page's parts, built once from the texts of its language. */
export function renderShell(texts: KitTexts, language: string): void {
  document.documentElement.lang = language;
  document.title = texts.title;
  byId('kit').replaceChildren(
    element('h1', { textContent: texts.title }),
    element('p', { textContent: texts.intro }),
    element('p', { id: 'kit-status', role: 'status' }),
    element(
      'section',
      { id: 'kit-prompt', hidden: true },
      element('h2', { id: 'kit-prompt-title', textContent: texts.promptTitle }),
      element('p', { id: 'kit-prompt-text' }),
    ),
    element(
      'section',
      { id: 'kit-result', hidden: true },
      element('h2', { id: 'kit-result-title', textContent: texts.resultTitle }),
      element('p', { id: 'kit-summary' }),
      element('p', { id: 'kit-actions' }),
      element('p', { id: 'kit-sent', role: 'status' }),
    ),
    element(
      'section',
      {},
      element('h2', { id: 'kit-checks-title', textContent: texts.checksTitle }),
      element('ol', { id: 'kit-checks' }),
    ),
  );
  byId('kit-prompt').setAttribute('aria-labelledby', 'kit-prompt-title');
  byId('kit-result').setAttribute('aria-labelledby', 'kit-result-title');
  byId('kit-checks').setAttribute('aria-labelledby', 'kit-checks-title');
}

export function setStatus(text: string): void {
  byId('kit-status').textContent = text;
}

export function showPrompt(text: string | null): void {
  byId('kit-prompt').hidden = text === null;
  byId('kit-prompt-text').textContent = text ?? '';
}

export function addCheck(result: CheckResult, texts: KitTexts): void {
  const outcome = element('span', { className: 'kit-outcome', textContent: texts.outcome[result.outcome] });
  const item = element(
    'li',
    { className: `kit-check kit-${result.outcome}` },
    element(
      'p',
      {},
      outcome,
      ' ',
      element('strong', { textContent: result.title }),
      ' ',
      element('code', { textContent: result.id }),
    ),
    element('p', { className: 'kit-detail', textContent: result.detail }),
  );
  item.dataset.check = result.id;
  item.dataset.outcome = result.outcome;
  if (result.messages.length > 0) {
    item.append(
      element(
        'details',
        {},
        element('summary', { textContent: fill(texts.messages, { count: result.messages.length }) }),
        element('pre', { textContent: messageLines(result) }),
      ),
    );
  }
  byId('kit-checks').append(item);
}

export function showResult(report: ConformanceReport, texts: KitTexts): void {
  byId('kit-result').hidden = false;
  byId('kit-summary').textContent = fill(texts.done, report.summary);
  const json = JSON.stringify(report, null, 2);
  const link = element('a', {
    href: URL.createObjectURL(new Blob([json], { type: 'application/json' })),
    download: `dastarkhan-conformance-${report.runtime}.json`,
    textContent: texts.download,
  });
  const again = element('a', { href: location.href, textContent: texts.runAgain });
  byId('kit-actions').replaceChildren(link, ' · ', again);
}

export function showSent(text: string, storedUrl?: string, storedText?: string): void {
  const target = byId('kit-sent');
  target.replaceChildren(text);
  if (storedUrl && storedText) target.append(' ', element('a', { href: storedUrl, textContent: storedText }));
}
