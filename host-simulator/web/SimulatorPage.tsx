import { type FormEvent, useRef, useState } from 'react';
import { PhoneFrame } from './PhoneFrame.tsx';

const LANGUAGES = [
  { code: 'kk', label: 'Қазақша' },
  { code: 'ru', label: 'Русский' },
  { code: 'en', label: 'English' },
  { code: 'ka', label: 'ქართული' },
] as const;

/** Builds the app shell URL the phone frame loads: a route below /app/ plus the simulator's query. */
export function appShellUrl(route: string, language: string): string {
  const url = new URL(route.replace(/^\/*/, '/app/'), window.location.origin);
  url.searchParams.set('language', language);
  return url.pathname + url.search;
}

/**
 * The host around the mini-app: a phone-sized frame with the app shell, and the controls a developer
 * needs to drive it. The frame reloads only when the developer asks (Go or Reload).
 */
export function SimulatorPage() {
  const [language, setLanguage] = useState<string>('en');
  const [route, setRoute] = useState('/');
  const [src, setSrc] = useState(() => appShellUrl('/', 'en'));
  const [generation, setGeneration] = useState(0);
  const routeInput = useRef<HTMLInputElement>(null);

  const open = (event: FormEvent) => {
    event.preventDefault();
    setSrc(appShellUrl(route, language));
    setGeneration((value) => value + 1);
  };

  return (
    <div className="sim">
      <header className="sim-header">
        <h1>Dastarkhan host simulator</h1>
        <form className="sim-controls" onSubmit={open} aria-label="App shell">
          <label>
            Route
            <input
              ref={routeInput}
              value={route}
              onChange={(event) => setRoute(event.target.value)}
              spellCheck={false}
            />
          </label>
          <label>
            Language
            <select value={language} onChange={(event) => setLanguage(event.target.value)}>
              {LANGUAGES.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Open</button>
        </form>
      </header>
      <main className="sim-main">
        <PhoneFrame key={generation} src={src} />
        <section className="sim-panel" id="sim-host-panel" aria-label="Host">
          <h2>Host</h2>
          <p>
            The mini-app runs in the frame as a native webview would load it: <code>{src}</code>. The sandbox
            API answers under <code>/proxy/</code>.
          </p>
        </section>
      </main>
    </div>
  );
}
