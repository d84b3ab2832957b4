import type { HostConnection, HostHandlers, Viewport, ViewMode } from '../../../bridge/host/index.ts';

/** The host controls of issue 31 §3 that the simulator can offer or withhold (docs/protocol.md). */
export const CHROME_METHODS = ['mainButton.set', 'backButton.set', 'view.expand'] as const;
export type ChromeMethod = (typeof CHROME_METHODS)[number];

/** The phone screen's height in CSS px (PhoneFrame), and the share of it a compact sheet gets. */
const SCREEN_HEIGHT = 844;
const COMPACT_HEIGHT = 520;
/** The host's own bars: its title bar above the sheet, its main button below the web view. */
export const TITLE_BAR_HEIGHT = 44;
const MAIN_BUTTON_BAR_HEIGHT = 64;

/** What the simulated host draws around the web view, as the app last asked for it. */
export interface ChromeState {
  /** The methods this session announces; the rest are withheld (the app keeps its own ways). */
  offered: readonly ChromeMethod[];
  mainButton: { visible: boolean; text: string; enabled: boolean; progress: boolean };
  /** The app has somewhere to go back to: the title bar shows a back arrow instead of the close cross. */
  backButton: boolean;
  mode: ViewMode;
}

const HIDDEN_BUTTON = { visible: false, text: '', enabled: true, progress: false };

export function initialChrome(offered: readonly ChromeMethod[]): ChromeState {
  return {
    offered,
    mainButton: HIDDEN_BUTTON,
    backButton: false,
    // Without view.expand the mini-app has the whole screen from the start, as before issue 31.
    mode: offered.includes('view.expand') ? 'compact' : 'expanded',
  };
}

/**
 * The web view's visible height in each mode: a compact sheet, the full screen below the host's title bar,
 * or the whole screen; less the main button's bar while that shows. Only hosts that draw chrome send it.
 */
export function chromeViewport(chrome: ChromeState, viewport: Viewport): Viewport {
  if (chrome.offered.length === 0) return viewport;
  const button = chrome.mainButton.visible ? MAIN_BUTTON_BAR_HEIGHT : 0;
  const top =
    chrome.offered.includes('backButton.set') && chrome.mode !== 'fullscreen' ? TITLE_BAR_HEIGHT : 0;
  const sheet = chrome.mode === 'compact' ? COMPACT_HEIGHT : SCREEN_HEIGHT - top;
  return { ...viewport, height: sheet - button, mode: chrome.mode };
}

/**
 * The simulated host's main button, back arrow and sheet: what the app asks with mainButton.set,
 * backButton.set and view.expand, answered at once as a real host draws them; each change of the sheet is
 * told to the app with a viewport event.
 */
export function createChrome(
  get: () => ChromeState,
  set: (change: Partial<ChromeState>) => void,
  note: (text: string) => void,
  viewportChanged: () => void,
) {
  const offers = (method: ChromeMethod) => get().offered.includes(method);
  const handlers: Pick<HostHandlers, ChromeMethod> = {
    'mainButton.set': offers('mainButton.set')
      ? ({ visible, text, enabled, progress }) => {
          const before = get().mainButton.visible;
          set({
            mainButton: { visible, text: text ?? '', enabled: enabled ?? true, progress: progress ?? false },
          });
          if (before !== visible) viewportChanged();
        }
      : null,
    'backButton.set': offers('backButton.set') ? ({ visible }) => set({ backButton: visible }) : null,
    'view.expand': offers('view.expand')
      ? ({ fullscreen }) => {
          const mode = fullscreen ? 'fullscreen' : get().mode === 'fullscreen' ? 'fullscreen' : 'expanded';
          if (mode === get().mode) return;
          set({ mode });
          note(`view.expand: the sheet is now ${mode}`);
          viewportChanged();
        }
      : null,
  };

  const controls = (host: () => HostConnection | null) => ({
    /** The guest taps the host's main button: a press goes to the app only while it may be pressed. */
    pressMainButton() {
      const { visible, enabled, progress } = get().mainButton;
      if (!visible || !enabled || progress) {
        note('main button: tapped while it takes no press; nothing sent');
        return;
      }
      host()?.pressMainButton();
    },
    /** The guest swipes the sheet back down (the host's own gesture). */
    shrinkSheet() {
      if (get().mode === 'compact') return;
      set({ mode: 'compact' });
      viewportChanged();
    },
    /** A new page (a hello with a new id) starts without a main button or a back arrow. */
    newPage() {
      const shown = get().mainButton.visible;
      set({ mainButton: HIDDEN_BUTTON, backButton: false });
      if (shown) viewportChanged();
    },
  });
  return { handlers, controls };
}
