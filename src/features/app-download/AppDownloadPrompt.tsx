import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation } from 'wouter';
import { useAppStores } from '../../state/app-core.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import css from './app-download.css?inline';

/**
 * docs/contract/screens.md#other-screens-and-dialogs "app-download prompt" (the rules below say when): a sheet over Home, so it neither pushes the
 * screen under the guest's finger nor fights Home's own bottom notices; closing it in any way (Not now, the
 * close button, Escape, a swipe, the overlay) counts as "Not now". src/app renders it only in a plain browser
 * page of the app's own: never inside a host app, never in a partner's page that embeds the app.
 */
export default function AppDownloadPrompt() {
  const { t } = useTranslation();
  const { local, session } = useAppStores();
  const [location] = useLocation();
  const [record, setRecord] = useState(() => readRecord(local));

  useEffect(() => setRecord(recordVisit(local, session)), [local, session]);
  useEffect(() => {
    if (location.startsWith('/typ/')) setRecord(recordOrder(local));
  }, [location, local]);

  const open = location === '/' && shouldPrompt(record, Date.now());
  const dismiss = () => setRecord(dismissPrompt(local, Date.now()));
  const stores = storesFor(storePlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <BottomSheet open={open} onClose={dismiss} title={t('care.appDownload.title')} showCloseButton>
      <style>{css}</style>
      <div className="ad-body" data-testid="app-download">
        <p className="dk-muted">{t('care.appDownload.text')}</p>
        <div className="dk-actions-stack">
          {stores.map((store) => (
            <a
              key={store.id}
              className="dk-button"
              href={store.url}
              target="_blank"
              rel="noopener noreferrer"
              data-store={store.id}
            >
              {t('care.appDownload.get', { store: store.name })}
            </a>
          ))}
          <button type="button" className="dk-button dk-button-secondary" onClick={dismiss}>
            {t('care.appDownload.dismiss')}
          </button>
        </div>
      </div>
    </BottomSheet>
  );
}

/**
 * docs/contract/screens.md#other-screens-and-dialogs "app-download prompt": in a plain browser only, an invitation to install the app, at a moment
 * that does not get in the way. Shown on Home from the guest's second visit (a tab session) or after their
 * first order, and after "Not now" not again for DISMISS_DAYS.
 */
export const DISMISS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type StorePlatform = 'ios' | 'android' | 'other';

export interface AppStore {
  id: 'app-store' | 'google-play';
  name: string;
  url: string;
}

/** The operator's store pages. */
const APP_STORES: Readonly<Record<AppStore['id'], AppStore>> = {
  'app-store': {
    id: 'app-store',
    name: 'App Store',
    url: 'https://apps.apple.com/app/dastarkhan/id6740000000',
  },
  'google-play': {
    id: 'google-play',
    name: 'Google Play',
    url: 'https://play.google.com/store/apps/details?id=kz.dastarkhan.app',
  },
};

/** iPadOS 13+ says "Macintosh" but has a touch screen; a Mac has none. */
export function storePlatform(userAgent: string, maxTouchPoints = 0): StorePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** A phone gets its own store; a computer both, so the guest picks the one of their phone. */
export function storesFor(platform: StorePlatform): AppStore[] {
  if (platform === 'ios') return [APP_STORES['app-store']];
  if (platform === 'android') return [APP_STORES['google-play']];
  return [APP_STORES['app-store'], APP_STORES['google-play']];
}

export interface PromptRecord {
  /** Tab sessions the app was opened in. */
  visits: number;
  /** The guest reached a thank-you page. */
  ordered: boolean;
  /** When "Not now" was tapped last (ms), or null. */
  dismissedAt: number | null;
}

interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

const RECORD_KEY = 'dk-app-prompt';
const VISIT_KEY = 'dk-app-prompt-visit';

export function readRecord(local: KeyValue): PromptRecord {
  try {
    const raw = JSON.parse(local.get(RECORD_KEY) ?? '{}') as Partial<Record<keyof PromptRecord, unknown>>;
    return {
      visits: typeof raw.visits === 'number' && raw.visits >= 0 ? Math.floor(raw.visits) : 0,
      ordered: raw.ordered === true,
      dismissedAt: typeof raw.dismissedAt === 'number' ? raw.dismissedAt : null,
    };
  } catch {
    return { visits: 0, ordered: false, dismissedAt: null };
  }
}

function write(local: KeyValue, record: PromptRecord): PromptRecord {
  local.set(RECORD_KEY, JSON.stringify(record));
  return record;
}

/** Counts this tab session once, however many times the app mounts or reloads in it. */
export function recordVisit(local: KeyValue, session: KeyValue): PromptRecord {
  const record = readRecord(local);
  if (session.get(VISIT_KEY)) return record;
  session.set(VISIT_KEY, '1');
  return write(local, { ...record, visits: record.visits + 1 });
}

export function recordOrder(local: KeyValue): PromptRecord {
  const record = readRecord(local);
  return record.ordered ? record : write(local, { ...record, ordered: true });
}

export function dismissPrompt(local: KeyValue, now: number): PromptRecord {
  return write(local, { ...readRecord(local), dismissedAt: now });
}

export function shouldPrompt(record: PromptRecord, now: number): boolean {
  const due = record.visits >= 2 || record.ordered;
  const quiet = record.dismissedAt !== null && now - record.dismissedAt < DISMISS_DAYS * DAY_MS;
  return due && !quiet;
}
