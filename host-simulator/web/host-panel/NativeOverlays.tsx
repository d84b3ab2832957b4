import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { HostSession, SessionState } from './host-session.ts';
import { spacedPhone } from './native-controls.ts';

/**
 * What the host draws over the mini-app in the phone frame: popup.open as a native-looking alert (its
 * buttons by style: cancel apart, destructive in red), and the consent sheet of phone.request. Tapping the
 * dimmed screen around the alert dismisses it (`buttonId: null`), as Android's back or a tap outside does.
 */
export function NativeOverlays({
  state,
  session,
  frame,
}: {
  state: SessionState;
  session: HostSession;
  frame: HTMLIFrameElement;
}) {
  const id = useId();
  const { popup, phoneConsent, accountPhone } = state.native;
  const screen = frame.parentElement;
  if (!screen || (!popup && !phoneConsent)) return null;
  return createPortal(
    <div className="hp-native">
      {popup && (
        <>
          <button
            type="button"
            className="hp-native-scrim"
            aria-label="Dismiss the popup"
            onClick={() => session.answerPopup(null)}
          />
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={`${id}-popup`}
            aria-describedby={`${id}-popup-text`}
            className="hp-native-alert"
            data-host-popup=""
          >
            <h2 id={`${id}-popup`}>{popup.params.title ?? popup.params.message}</h2>
            {popup.params.title && <p id={`${id}-popup-text`}>{popup.params.message}</p>}
            <div className="hp-native-buttons">
              {popup.params.buttons.map((button) => (
                <button
                  key={button.id}
                  type="button"
                  data-style={button.style}
                  onClick={() => session.answerPopup(button.id)}
                >
                  {button.text}
                </button>
              ))}
            </div>
          </div>
        </>
      )}
      {phoneConsent && (
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-phone`}
          className="hp-native-sheet"
          data-host-phone-consent=""
        >
          <h2 id={`${id}-phone`}>Share your phone {spacedPhone(accountPhone)} with Dastarkhan?</h2>
          <p>Dastarkhan signs you in with it. The host's backend vouches for the number.</p>
          <div className="hp-native-buttons">
            <button type="button" data-style="default" onClick={() => session.answerPhone(true)}>
              Share
            </button>
            <button type="button" data-style="cancel" onClick={() => session.answerPhone(false)}>
              Not now
            </button>
          </div>
        </div>
      )}
    </div>,
    screen,
  );
}
