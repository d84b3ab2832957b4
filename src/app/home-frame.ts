import { type Language, parseLanguage, resolveLanguage } from '../i18n/languages.ts';
import { DEFAULT_TOWN_ID, isKnownTown } from '../state/towns.ts';
import { SIGNED_IN_ONLY_ATTRIBUTE } from '../ui/prerender-marks.ts';
import { isHomePath } from './route-path.ts';

/**
 * The app shell's prerendered Home frames (ADR 0012): the build writes Home's first frame in each language
 * into the page's declarative shadow root, each copy `hidden` by a rule until it is marked shown; an inline
 * script (app-shell-frame.ts, built from this module) keeps the one copy the app will show and removes the
 * others, before the first paint, then fits it to the guest (fitFrame). mount() then renders into the kept
 * copy, and React's first commit replaces it.
 */
export const FRAME_LANGUAGE_ATTRIBUTE = 'data-prerendered';
export const FRAME_SHOWN_ATTRIBUTE = 'data-shown';
/** On each copy (written by scripts/prerender-home.mjs): its language's town names by id (JSON), for fitFrame. */
const FRAME_TOWNS_ATTRIBUTE = 'data-towns';
/** The header's town button, whose text and label name the town. */
const TOWN_BUTTON = '.dkd-town';

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
 * The language of the frame to show, or null for none: the frame is Home, so another route's page stays
 * blank until the app renders it.
 */
export function frameLanguage(start: FrameStart): Language | null {
  if (!isHomePath(start.path)) return null;
  const hostLanguage = parseLanguage(start.injected?.language);
  return resolveLanguage({
    query: start.query,
    stored: start.storedLanguage,
    hostConfig: hostLanguage ? { language: hostLanguage } : null,
  });
}

/** Keeps the frame of `language` (marked shown) in `root` and removes every other copy; gives the kept one. */
export function keepFrame(root: ParentNode, language: Language | null): Element | null {
  let kept: Element | null = null;
  for (const frame of root.querySelectorAll(`[${FRAME_LANGUAGE_ATTRIBUTE}]`)) {
    if (frame.getAttribute(FRAME_LANGUAGE_ATTRIBUTE) === language) {
      frame.setAttribute(FRAME_SHOWN_ATTRIBUTE, '');
      kept = frame;
    } else frame.remove();
  }
  return kept;
}

/**
 * Makes the kept frame the app's first commit for this guest: the build prerendered Home as a signed-in
 * guest in the default town sees it, so a guest who is not signed in loses what is marked signed-in only
 * (the repeat shortcut), and another town's guest gets that town's name in the header's button (text and
 * label). False when the frame cannot be fitted (a town the copy has no name for): then it must not show.
 */
export function fitFrame(frame: Element, start: FrameStart): boolean {
  if (!start.signedIn)
    for (const only of frame.querySelectorAll(`[${SIGNED_IN_ONLY_ATTRIBUTE}]`)) only.remove();
  const names = townNames(frame.getAttribute(FRAME_TOWNS_ATTRIBUTE));
  // The app renders into this element: it keeps no attribute the app's own root would not have.
  frame.removeAttribute(FRAME_TOWNS_ATTRIBUTE);
  const townId = firstTownId(start.injected, start.storedTown);
  if (townId === DEFAULT_TOWN_ID) return true;
  const shownName = names[DEFAULT_TOWN_ID];
  const name = names[townId];
  const button = frame.querySelector(TOWN_BUTTON);
  const text = button?.firstChild;
  const label = button?.getAttribute('aria-label');
  if (!shownName || !name || !button || text?.nodeType !== Node.TEXT_NODE || !label?.includes(shownName))
    return false;
  (text as Text).data = (text as Text).data.replace(shownName, name);
  button.setAttribute('aria-label', label.replace(shownName, name));
  return true;
}

function townNames(json: string | null): Record<number, string> {
  try {
    const names: unknown = JSON.parse(json ?? '{}');
    return names && typeof names === 'object' ? (names as Record<number, string>) : {};
  } catch {
    return {};
  }
}
