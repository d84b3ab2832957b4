import { type FormEvent, useId, useState } from 'react';
import type { ColorScheme, Theme, ThemeColors } from '../../../bridge/host/index.ts';
import type { HostSession, SessionState } from './host-session.ts';

const PALETTE: { name: keyof ThemeColors; label: string }[] = [
  { name: 'background', label: 'Background' },
  { name: 'text', label: 'Text' },
  { name: 'accent', label: 'Accent' },
];
const EDGES = ['top', 'right', 'bottom', 'left'] as const;
const isColour = (value: string) => /^#([0-9a-f]{3}){1,2}$/i.test(value);

/**
 * The host capabilities a developer plays with: the theme and the safe-area insets the host sends, the
 * close button that asks first while the app wants it (an order on its way), and the secure storage.
 */
export function HostCapabilities({ state, session }: { state: SessionState; session: HostSession }) {
  const caps = state.capabilities;
  const [scheme, setScheme] = useState<ColorScheme>(caps.theme.scheme);
  const [colors, setColors] = useState<Record<string, string>>({});
  const [insets, setInsets] = useState(caps.viewport.safeArea);
  const id = useId();

  const sendTheme = (event: FormEvent) => {
    event.preventDefault();
    const palette = Object.fromEntries(Object.entries(colors).filter(([, value]) => isColour(value)));
    const theme: Theme = { scheme, ...(Object.keys(palette).length ? { colors: palette } : {}) };
    session.setTheme(theme);
  };
  const sendViewport = (event: FormEvent) => {
    event.preventDefault();
    session.setViewport({ safeArea: insets });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="hp-capabilities">
      <h3 id={`${id}-title`}>Host capabilities</h3>
      <form className="hp-config" onSubmit={sendTheme} aria-label="Theme">
        <label htmlFor={`${id}-scheme`}>Colour scheme</label>
        <select
          id={`${id}-scheme`}
          value={scheme}
          onChange={(event) => setScheme(event.target.value as ColorScheme)}
        >
          <option value="light">light</option>
          <option value="dark">dark</option>
        </select>
        {PALETTE.map(({ name, label }) => (
          <span key={name} className="hp-field">
            <label htmlFor={`${id}-${name}`}>{label} colour</label>
            <input
              id={`${id}-${name}`}
              value={colors[name] ?? ''}
              placeholder="the scheme's own"
              onChange={(event) => setColors({ ...colors, [name]: event.target.value })}
            />
          </span>
        ))}
        <button type="submit" disabled={!state.connected}>
          Send theme
        </button>
      </form>
      <form className="hp-config" onSubmit={sendViewport} aria-label="Safe-area insets">
        <fieldset>
          <legend>Safe-area insets (CSS px)</legend>
          {EDGES.map((edge) => (
            <label key={edge}>
              {edge}
              <input
                type="number"
                min={0}
                value={insets[edge]}
                onChange={(event) =>
                  setInsets({ ...insets, [edge]: Math.max(0, Number(event.target.value)) })
                }
              />
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={!state.connected}>
          Send insets
        </button>
      </form>
      <div className="hp-row">
        <button type="button" onClick={session.closeApp} disabled={!state.connected}>
          Close the mini-app
        </button>
        <output aria-label="Closing confirmation">
          {caps.closingConfirmation ? 'the app asks to confirm closing' : 'closing needs no confirmation'}
        </output>
        {caps.lastClose && <output aria-label="Last close">{caps.lastClose}</output>}
      </div>
      <div className="hp-row">
        <label htmlFor={`${id}-account-phone`}>Host account phone</label>
        <input
          id={`${id}-account-phone`}
          value={state.native.accountPhone}
          onChange={(event) => session.setAccountPhone(event.target.value)}
        />
        <output aria-label="Clipboard">
          {state.native.clipboard === null ? 'nothing copied' : `copied: ${state.native.clipboard}`}
        </output>
      </div>
      {caps.closePrompt && (
        <div role="alertdialog" aria-labelledby={`${id}-prompt`} className="hp-prompt">
          <p id={`${id}-prompt`}>Close the mini-app? Your order is being sent.</p>
          <button type="button" onClick={() => session.answerClose(false)}>
            Stay
          </button>
          <button type="button" onClick={() => session.answerClose(true)}>
            Close anyway
          </button>
        </div>
      )}
      <details>
        <summary>Secure storage ({Object.keys(caps.secure).length} keys)</summary>
        <ul aria-label="Secure storage keys">
          {Object.entries(caps.secure).map(([key, value]) => (
            <li key={key}>
              <code>{key}</code>: {value.length} characters
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
