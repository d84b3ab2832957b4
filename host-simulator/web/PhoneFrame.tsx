import { type Ref, useSyncExternalStore } from 'react';
import { chromeViewport, TITLE_BAR_HEIGHT } from './host-panel/chrome.ts';
import type { HostSession } from './host-panel/host-session.ts';

/** The device the simulator plays: a handset, or a venue's kiosk tablet in landscape (issue 11 item 1). */
export type Device = 'phone' | 'kiosk';

/** Where the kiosk frame opens when the route is not a kiosk's: venue 11, which has `has_tablet`. */
export const KIOSK_ROUTE = '/kiosk/11';

const idle = () => () => {};

/**
 * The viewport around the mini-app's app shell: a phone (390 x 844 CSS px, a common handset) or a kiosk
 * tablet in landscape (1180 x 820, a 10.9" tablet). On the phone, a host session that offers the host
 * controls (issue 31 §3) draws its chrome around the web view: the title bar with a back arrow or a close
 * cross, the sheet at the height of its mode, and the main button below the web view.
 */
export function PhoneFrame({
  src,
  frameRef,
  device = 'phone',
  session = null,
}: {
  src: string;
  frameRef?: Ref<HTMLIFrameElement>;
  device?: Device;
  session?: HostSession | null;
}) {
  const state = useSyncExternalStore(session?.subscribe ?? idle, () => session?.getSnapshot() ?? null);
  const chrome = device === 'phone' && state && state.chrome.offered.length > 0 ? state : null;
  const viewport = chrome ? chromeViewport(chrome.chrome, chrome.capabilities.viewport) : null;
  const { mainButton, backButton, mode, offered } = chrome?.chrome ?? {};
  const titleBar = offered?.includes('backButton.set') && mode !== 'fullscreen';
  return (
    <div
      className={device === 'kiosk' ? 'sim-phone sim-kiosk' : 'sim-phone'}
      data-device={device}
      data-sheet={mode}
    >
      <div className="sim-phone-glass">
        {titleBar ? (
          <div className="sim-host-bar" style={{ height: TITLE_BAR_HEIGHT }}>
            {backButton ? (
              <button type="button" aria-label="Host back" onClick={() => void session?.back()}>
                ←
              </button>
            ) : (
              <button type="button" aria-label="Host close" onClick={() => session?.closeApp()}>
                ✕
              </button>
            )}
            <span>Mini-app</span>
          </div>
        ) : null}
        <iframe
          className="sim-phone-screen"
          title="Mini-app"
          src={src}
          name="dastarkhan-app"
          ref={frameRef}
          style={viewport?.height ? { height: viewport.height } : undefined}
        />
        {mainButton?.visible ? (
          <button
            type="button"
            className="sim-main-button"
            aria-label={`Host main button: ${mainButton.text}`}
            aria-disabled={!mainButton.enabled || mainButton.progress}
            data-progress={mainButton.progress}
            onClick={() => session?.pressMainButton()}
          >
            {mainButton.progress ? <span className="sim-spinner" aria-hidden="true" /> : null}
            {mainButton.text}
          </button>
        ) : null}
      </div>
    </div>
  );
}
