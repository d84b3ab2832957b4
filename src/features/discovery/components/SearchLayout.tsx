import { useId, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { ServiceId } from '../../../config/host-config.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { Link, useLocation } from 'wouter';
import { useQuery } from '../../../ui/use-query.ts';
import { useRecordVisit, FeatureStyle, ScreenHeader } from './ScreenHeader.tsx';
import { useLocationContext } from '../hooks/location.ts';
import { Icon } from '../../../ui/Icon.tsx';
import map from 'lucide/dist/esm/icons/map.mjs';

/**
 * The service switcher (docs/contract/screens.md#search-layout search layout; the Filials service tabs): takeaway, express, delivery, only
 * those the host and the brand allow. Native radio buttons, so arrows move between them and a screen reader
 * names the group.
 */
function ServiceSwitcher({ onChange }: { onChange?: (service: ServiceId) => void }) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const { service } = useAppState().device;
  const { allowedServices } = useAppState().restrictions;
  const name = useId();
  if (allowedServices.length < 2) return null;
  return (
    <fieldset className="dkd-services">
      <legend>{t('search.serviceSwitcher')}</legend>
      {allowedServices.map((id) => (
        <label key={id} data-checked={id === service}>
          <input
            type="radio"
            name={name}
            value={id}
            checked={id === service}
            onChange={() => {
              const next = stores.device.setService(id);
              onChange?.(next);
            }}
          />
          {t(`common.services.${id}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** docs/contract/constants.md#delays: suggestions appear after a 300 ms pause. */
const SUGGESTION_DELAY_MS = 300;

/**
 * The suggestions' code (~0.5 KB gzip) is not on Home's first screen (ADR 0013): it is asked for when the
 * field opens, so it is here before the first pause after typing has passed.
 */
const loadSearchApi = () => import('../api/search-api.ts');

export interface SearchLayoutProps {
  /** The screen's name, for the data-screen attribute and tests. */
  screen: string;
  title: string;
  /** The title stays for screen readers but is not shown (Home shows the town instead). */
  titleHidden?: boolean;
  back?: boolean;
  /** Controls at the end of the header row (town and language on Home). */
  actions?: ReactNode;
  /** docs/contract/screens.md#search-layout: hidden on Map, Search and MenuSearch. */
  showMapShortcut: boolean;
  /** docs/contract/screens.md#search-layout: hidden on Home and Brands. */
  showServiceSwitcher: boolean;
  /** The last submitted query; Cancel restores it (docs/contract/states.md#search). */
  query?: string;
  /** Default: opens the Search screen with the query. */
  onSubmit?: (query: string) => void;
  /** docs/contract/states.md#search: switching the service submits the field's query again (the Search screen). */
  searchOnServiceChange?: boolean;
  /** Focus the field on arrival (the Search screen without a query). */
  autoFocus?: boolean;
  children: ReactNode;
}

/**
 * The search layout of docs/contract/screens.md#search-layout: a header with the title and a back button, the search field with Cancel, the
 * map shortcut, the service switcher, and, while the field has focus, the search history (3, newest first,
 * with Clear) and the autocomplete suggestions (3, after a 300 ms pause).
 */
export function SearchLayout({
  screen,
  title,
  titleHidden = false,
  back = false,
  actions,
  showMapShortcut,
  showServiceSwitcher,
  query = '',
  onSubmit,
  searchOnServiceChange = false,
  autoFocus = false,
  children,
}: SearchLayoutProps) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const [, navigate] = useLocation();
  useRecordVisit();
  const stored = stores.stored;
  const searchHistory = useAppState().search.history;
  const context = useLocationContext({ withService: showServiceSwitcher });
  const [text, setText] = useState(query);
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();

  // A new submitted query (the URL changed) becomes the field's text.
  useEffect(() => setText(query), [query]);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  // docs/contract/validation.md#search-input: the input is trimmed; empty input clears the suggestions.
  const typed = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  const wanted = open && typed !== '' ? typed : '';
  useEffect(() => {
    // A failed download shows as the suggestions' failure, when they are asked for.
    if (open) loadSearchApi().catch(() => {});
  }, [open]);
  const suggestions = useQuery(['search-suggestions', wanted, context], (signal) =>
    wanted
      ? loadSearchApi().then((api) => api.fetchSuggestions(client, wanted, context, signal))
      : Promise.resolve([]),
  );
  const shownSuggestions = wanted && text.trim() !== '' ? (suggestions.data ?? []) : [];

  const submit = (value: string) => {
    const trimmed = value.trim();
    setText(trimmed);
    setOpen(false);
    input.current?.blur();
    if (!trimmed) return;
    stored.addSearch(trimmed);
    if (onSubmit) onSubmit(trimmed);
    else navigate(`/search?q=${encodeURIComponent(trimmed)}`);
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  const cancel = () => {
    setText(query);
    setOpen(false);
    input.current?.blur();
  };

  // The panel closes when focus leaves the search area (not when it moves to a suggestion).
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, []);

  return (
    <div className="dkd-screen" data-screen={screen}>
      <FeatureStyle />
      <header className="dkd-header">
        <ScreenHeader title={title} titleHidden={titleHidden} back={back} actions={actions} />
        <div ref={area}>
          <form className="dkd-search" onSubmit={onFormSubmit} aria-label={t('search.title')}>
            <input
              ref={input}
              type="search"
              enterKeyHint="search"
              aria-label={t('search.fieldLabel')}
              aria-controls={panelId}
              placeholder={t('search.placeholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && open) {
                  event.stopPropagation();
                  cancel();
                }
              }}
            />
            {open || text !== query ? (
              <button type="button" className="dkd-text-button" onClick={cancel}>
                {t('search.cancel')}
              </button>
            ) : null}
            {showMapShortcut && !open ? (
              <Link href="/map" className="dkd-chip" aria-label={t('search.showOnMap')}>
                <Icon icon={map} />
              </Link>
            ) : null}
          </form>
          <div id={panelId} className="dkd-search-panel" hidden={!open}>
            {open && searchHistory.length > 0 && text.trim() === '' ? (
              <section aria-label={t('search.history.title')}>
                <div className="dkd-panel-head">
                  <h2>{t('search.history.title')}</h2>
                  <button
                    type="button"
                    className="dkd-text-button"
                    onClick={() => stored.clearSearchHistory()}
                  >
                    {t('search.history.clear')}
                  </button>
                </div>
                <ul className="dkd-plain-list" data-testid="search-history">
                  {searchHistory.map((entry) => (
                    <li key={entry}>
                      <button type="button" className="dkd-option" onClick={() => submit(entry)}>
                        {entry}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {open && shownSuggestions.length > 0 ? (
              <section aria-label={t('search.suggestions')}>
                <h2>{t('search.suggestions')}</h2>
                <ul className="dkd-plain-list" data-testid="search-suggestions">
                  {shownSuggestions.map((entry) => (
                    <li key={entry}>
                      <button type="button" className="dkd-option" onClick={() => submit(entry)}>
                        {entry}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <p className="dk-visually-hidden" role="status" aria-live="polite">
              {open && shownSuggestions.length > 0
                ? t('search.suggestionCount', { count: shownSuggestions.length })
                : ''}
            </p>
          </div>
        </div>
        {showServiceSwitcher ? (
          <ServiceSwitcher
            // The suggestions follow the service by themselves (it is part of their request).
            onChange={() => {
              if (searchOnServiceChange && text.trim() !== '') submit(text);
            }}
          />
        ) : null}
      </header>
      {children}
    </div>
  );
}

/** `value` once it has stayed the same for `delayMs` (docs/contract/constants.md#delays: suggestions after a 300 ms pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
