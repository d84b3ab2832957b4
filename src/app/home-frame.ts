import type { Language } from '../i18n/languages.ts';
import { parseLanguage } from '../i18n/languages.ts';
import { resolveLanguage } from '../i18n/resolve-language.ts';
import { DEFAULT_TOWN_ID, isKnownTown } from '../state/towns.ts';
import { barePath } from './route-path.ts';

/**
 * The app shell's prerendered Home frames (ADR 0012): the build writes Home's first frame in each language
 * into the page's declarative shadow root, each copy `hidden` by a rule until it is marked shown; an inline
 * script (app-shell-frame.ts, built from this module) keeps the one copy the app will show and removes the
 * others, before the first paint. mount() then renders into the kept copy, and React's first commit
 * replaces it.
 */
export const FRAME_LANGUAGE_ATTRIBUTE = 'data-prerendered';
export const FRAME_SHOWN_ATTRIBUTE = 'data-shown';

/** What the page knows before any of the app's code runs. */
export interface FrameStart {
  /** The route path under the app's base. */
  path: string;
  query: string;
  /** The stored language pick ('lang'), the stored town and whether a token is stored. */
  storedLanguage: string | null;
  storedTown: string | null;
  signedIn: boolean;
  /** `window.__DASTARKHAN_CONFIG__`, unchecked. */
  injected: { language?: unknown; townId?: unknown } | undefined;
}

/** The town the device state starts with: the host's, else the stored one, else the default (app-core). */
export function firstTownId(injected: { townId?: unknown } | undefined, stored: string | null): number {
  const storedTown = Number(stored);
  if (isKnownTown(injected?.townId)) return injected.townId;
  return isKnownTown(storedTown) ? storedTown : DEFAULT_TOWN_ID;
}

/**
 * The language of the frame to show, or null for none: the frame is a guest's Home in the default town.
 * Another route, a signed-in guest (recent orders, one shortcut more) or another town's name in the header
 * would be replaced by a different screen when the app arrives, so those pages stay blank until it does.
 */
export function frameLanguage(start: FrameStart): Language | null {
  if (barePath(start.path) !== '/') return null;
  if (start.signedIn || firstTownId(start.injected, start.storedTown) !== DEFAULT_TOWN_ID) return null;
  const hostLanguage = parseLanguage(start.injected?.language);
  return resolveLanguage({
    query: start.query,
    stored: start.storedLanguage,
    hostConfig: hostLanguage ? { language: hostLanguage } : null,
  });
}

/** Keeps the frame of `language` (marked shown) in `root` and removes every other copy. */
export function keepFrame(root: ParentNode, language: Language | null): void {
  for (const frame of root.querySelectorAll(`[${FRAME_LANGUAGE_ATTRIBUTE}]`)) {
    if (frame.getAttribute(FRAME_LANGUAGE_ATTRIBUTE) === language)
      frame.setAttribute(FRAME_SHOWN_ATTRIBUTE, '');
    else frame.remove();
  }
}
