import { CHROME_METHODS, type ChromeMethod } from './chrome.ts';
import type { HostSession, SessionState } from './host-session.ts';

const LABELS: Record<ChromeMethod, string> = {
  'mainButton.set': 'Main button (mainButton.set)',
  'backButton.set': 'Back arrow (backButton.set)',
  'view.expand': 'Sheet that expands (view.expand)',
};

/**
 * The host controls of issue 31 §3: which ones the host announces (a change reloads the mini-app, since
 * only a welcome announces methods), and what the app last asked of them, drawn in the phone frame.
 */
export function HostChromeSwitches({
  offered,
  onOffered,
  state,
  session,
}: {
  offered: readonly ChromeMethod[];
  onOffered: (offered: readonly ChromeMethod[]) => void;
  state: SessionState;
  session: HostSession;
}) {
  const { mainButton, backButton, mode } = state.chrome;
  return (
    <section aria-labelledby="hp-chrome-title" className="hp-chrome">
      <h3 id="hp-chrome-title">Host controls</h3>
      <fieldset>
        <legend>Offered in the welcome (a change reloads the mini-app)</legend>
        {CHROME_METHODS.map((method) => (
          <label key={method}>
            <input
              type="checkbox"
              name="sim-chrome"
              value={method}
              checked={offered.includes(method)}
              onChange={(event) =>
                onOffered(
                  event.target.checked
                    ? CHROME_METHODS.filter((item) => item === method || offered.includes(item))
                    : offered.filter((item) => item !== method),
                )
              }
            />
            {LABELS[method]}
          </label>
        ))}
      </fieldset>
      <div className="hp-row">
        <output aria-label="Main button">
          {mainButton.visible
            ? `main button "${mainButton.text}"${mainButton.enabled ? '' : ', disabled'}${mainButton.progress ? ', in progress' : ''}`
            : 'no main button'}
        </output>
        <output aria-label="Back arrow">
          {backButton ? 'back arrow shown' : 'close shown (the app is at its root)'}
        </output>
        <output aria-label="Sheet">{`sheet ${mode}`}</output>
        <button type="button" onClick={session.shrinkSheet} disabled={!state.connected || mode === 'compact'}>
          Swipe the sheet down
        </button>
      </div>
    </section>
  );
}
