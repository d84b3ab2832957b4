import type { ShareParams, ShareResult, Theme } from '../protocol.ts';

/**
 * The plain browser's stand-ins for the host's share sheet, closing confirmation and theme: the Web Share
 * API with the clipboard behind it, `beforeunload`, and `prefers-color-scheme`.
 */

/** The share sheet where the browser has one; the clipboard where it has not, or where sharing failed. */
export async function share(win: Window, { title, text, url }: ShareParams): Promise<ShareResult> {
  const nav = win.navigator;
  if ('share' in nav) {
    try {
      await nav.share({ ...(title ? { title } : {}), ...(text ? { text } : {}), ...(url ? { url } : {}) });
      return { status: 'shared' };
    } catch (error) {
      // AbortError: the guest closed the sheet. Anything else (no user gesture, a refused type): copy instead.
      if ((error as Error).name === 'AbortError') return { status: 'dismissed' };
    }
  }
  await nav.clipboard.writeText([text, url].filter(Boolean).join('\n'));
  return { status: 'copied' };
}

/** While enabled, leaving the page (closing the tab, reloading, typing another address) asks the guest first. */
export function closingGuard(win: Window) {
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the dialog only when returnValue is set; its text is the browser's own.
    event.returnValue = true;
  };
  let asking = false;
  const set = (enabled: boolean): null => {
    if (enabled !== asking) win[enabled ? 'addEventListener' : 'removeEventListener']('beforeunload', ask);
    asking = enabled;
    return null;
  };
  return { set, stop: () => set(false) };
}

/** The page's scheme now, and each change of it; null where the browser cannot tell (no matchMedia). */
export function watchScheme(win: Window, onChange: (theme: Theme) => void) {
  const query = win.matchMedia?.('(prefers-color-scheme: dark)');
  const current = (): Theme => ({ scheme: query?.matches ? 'dark' : 'light' });
  const changed = () => onChange(current());
  query?.addEventListener('change', changed);
  return {
    theme: query ? current() : null,
    stop: () => query?.removeEventListener('change', changed),
  };
}
