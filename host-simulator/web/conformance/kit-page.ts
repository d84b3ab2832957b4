/**
 * The conformance kit's page: a host team loads it where the mini-app would be (its web view, its iframe) and
 * reads what passes. Query: `language`, `person=0` (skip the calls that need a person), `events_ms`,
 * `max_wait_ms`, `quiet_ms`, `cancel_after_ms`, `host_origin` (iframes in browsers without ancestorOrigins),
 * `native_name`, `runtime=web` (check the polyfill), `report_to` (a URL to POST the JSON report to), and
 * `report=<id>` to show a report the simulator stored. docs/conformance-kit.md.
 */
import {
  type ConformanceReport,
  isReport,
  pageProbe,
  runConformance,
} from '../../../bridge/conformance/index.ts';
import css from './kit.css?inline';
import { fill, isKitLanguage, KIT_TEXTS, type KitLanguage } from './kit-texts.ts';
import { addCheck, renderShell, setStatus, showPrompt, showResult, showSent } from './kit-view.ts';

/** Where the simulator keeps the reports it is sent. */
const SIMULATOR_REPORTS = '/conformance/reports';

const query = new URLSearchParams(location.search);
const language: KitLanguage = isKitLanguage(query.get('language'))
  ? (query.get('language') as KitLanguage)
  : 'en';
const texts = KIT_TEXTS[language];
const state = (value: string) => {
  document.documentElement.dataset.kitState = value;
};

const number = (name: string): number | undefined => {
  const value = Number(query.get(name) ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** In the simulator (its runtimes add sim_runtime) the report goes to the simulator unless told otherwise. */
function reportTarget(): string | null {
  const target = query.get('report_to') ?? (query.has('sim_runtime') ? SIMULATOR_REPORTS : null);
  if (!target) return null;
  const url = new URL(target, location.href);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

async function send(report: ConformanceReport, url: string): Promise<void> {
  showSent(fill(texts.sending, { url }));
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const stored = (await response.json().catch(() => null)) as { id?: unknown } | null;
    const id = typeof stored?.id === 'string' ? stored.id : null;
    if (id) document.documentElement.dataset.kitReport = id;
    const view =
      id && new URL(url).origin === location.origin ? `?report=${encodeURIComponent(id)}` : undefined;
    showSent(fill(texts.sent, { url }), view && `${view}&language=${language}`, texts.stored);
  } catch (error) {
    showSent(fill(texts.sendFailed, { url, message: (error as Error).message }));
  }
}

function show(report: ConformanceReport) {
  for (const result of report.checks) addCheck(result, texts);
  showResult(report, texts);
}

async function run(): Promise<void> {
  const runtime = query.get('runtime') === 'web' || query.get('sim_runtime') === 'web' ? 'web' : undefined;
  const probe = await pageProbe({
    window,
    ...(runtime ? { runtime } : {}),
    ...(query.get('host_origin') ? { hostOrigin: query.get('host_origin') as string } : {}),
    ...(query.get('native_name') ? { nativeName: query.get('native_name') as string } : {}),
    strangerUrl: new URL('stranger.html', location.href).href,
  });
  let done = 0;
  setStatus(fill(texts.running, { done }));
  const report = await runConformance({
    probe,
    withPerson: query.get('person') !== '0',
    // The polyfill sends no back or config events: there is nothing to wait for in a plain browser.
    eventWaitMs: number('events_ms') ?? (probe.runtime === 'web' ? 0 : 30_000),
    ...optional('maxWaitMs', number('max_wait_ms')),
    ...optional('quietMs', number('quiet_ms')),
    ...optional('cancelAfterMs', number('cancel_after_ms')),
    onResult(result) {
      addCheck(result, texts);
      setStatus(fill(texts.running, { done: ++done }));
      if (result.id.startsWith('event.')) showPrompt(null);
    },
    onAwaitEvents: (missing) => showPrompt(fill(texts.prompt, { events: missing.join(', ') })),
  });
  probe.close();
  showPrompt(null);
  setStatus(fill(texts.done, report.summary));
  showResult(report, texts);
  state('done');
  const target = reportTarget();
  if (target) await send(report, target);
  state('sent');
}

const optional = <K extends string>(key: K, value: number | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, number>>;

async function view(id: string): Promise<void> {
  const response = await fetch(`${SIMULATOR_REPORTS}/${encodeURIComponent(id)}`);
  const report: unknown = response.ok ? await response.json() : null;
  if (!isReport(report)) throw new Error(`no stored report "${id}"`);
  setStatus(fill(texts.viewing, { time: new Date(report.finishedAt).toLocaleString(language) }));
  show(report);
  state('done');
}

const style = document.createElement('style');
style.textContent = css;
document.head.append(style);
renderShell(texts, language);
state('running');
const stored = query.get('report');
(stored ? view(stored) : run()).catch((error: unknown) => {
  setStatus(fill(texts.error, { message: (error as Error).message ?? String(error) }));
  state('error');
});
