import type { HostConnection, HostHandlers, Theme, Viewport } from '../../../bridge/host/index.ts';

/** What the panel shows of the host capabilities: the look it sends, and what the app asked of it. */
export interface CapabilityState {
  theme: Theme;
  viewport: Viewport;
  /** The app asked to be asked before closing (closing.confirm); it does while an order is sent. */
  closingConfirmation: boolean;
  /** The developer pressed the host's close while confirmation was on: the host is asking. */
  closePrompt: boolean;
  /** What the host's close did last. */
  lastClose: 'closed' | 'stayed' | null;
  /** The host's secure storage (Keychain, Keystore), per key. */
  secure: Record<string, string>;
}

export const INITIAL_CAPABILITIES: CapabilityState = {
  theme: { scheme: 'light' },
  viewport: { safeArea: { top: 0, right: 0, bottom: 0, left: 0 } },
  closingConfirmation: false,
  closePrompt: false,
  lastClose: null,
  secure: {},
};

/**
 * Where the simulated Keychain keeps its values: the simulator page's local storage, so that the token the
 * app keeps there outlives a reload of the phone frame (each load is a new host session), as on a phone.
 */
const SECURE_STORAGE_KEY = 'dastarkhan-simulator.secure-storage';

export function readSecure(storage: Storage | null): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(SECURE_STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, value]) => typeof value === 'string'));
  } catch {
    return {};
  }
}

/**
 * The simulated host's side of theme, viewport, closing confirmation and secure storage. Closing and storage
 * are answered at once, as a real host does without asking anyone; share waits in the panel like any sheet.
 */
export function createCapabilities(
  get: () => CapabilityState,
  set: (change: Partial<CapabilityState>) => void,
  note: (text: string) => void,
  storage: Storage | null,
) {
  const handlers: Pick<HostHandlers, 'closing.confirm' | 'secure.get' | 'secure.set'> = {
    'closing.confirm': ({ enabled }) => {
      set({ closingConfirmation: enabled, ...(enabled ? {} : { closePrompt: false }) });
    },
    'secure.get': ({ key }) => ({ value: Object.hasOwn(get().secure, key) ? get().secure[key]! : null }),
    'secure.set': ({ key, value }) => {
      const { [key]: _old, ...rest } = get().secure;
      const secure = value === null ? rest : { ...rest, [key]: value };
      set({ secure });
      storage?.setItem(SECURE_STORAGE_KEY, JSON.stringify(secure));
    },
  };

  const controls = (host: () => HostConnection | null) => ({
    setTheme(theme: Theme) {
      set({ theme });
      host()?.setTheme(theme);
    },
    setViewport(viewport: Viewport) {
      set({ viewport });
      host()?.setViewport(viewport);
    },
    /** The host's close button (or swipe): asks first while the app wants it, else closes. */
    closeApp() {
      if (get().closingConfirmation) {
        set({ closePrompt: true });
        note('close: the mini-app asked to confirm; the host asks the guest');
        return;
      }
      set({ lastClose: 'closed' });
      note('close: the host closed the mini-app');
    },
    /** The guest's answer to the host's question. */
    answerClose(leave: boolean) {
      set({ closePrompt: false, lastClose: leave ? 'closed' : 'stayed' });
      note(leave ? 'close: the guest chose to leave' : 'close: the guest chose to stay');
    },
  });
  return { handlers, controls };
}
