import { type FormEvent, useId, useState } from 'react';
import type { HostConfig, Language, ServiceId } from '../../../bridge/host/index.ts';
import type { HostSession, SessionState } from './host-session.ts';

const SERVICES: ServiceId[] = ['takeaway', 'express', 'delivery'];
const LANGUAGES: Language[] = ['kk', 'ru', 'en', 'ka'];

/** The host's side of the conversation: the back button, visibility and the config it may change. */
export function HostControls({ state, session }: { state: SessionState; session: HostSession }) {
  const [services, setServices] = useState<ServiceId[]>(state.config.services ?? []);
  const [towns, setTowns] = useState((state.config.townIds ?? []).join(', '));
  const [color, setColor] = useState(state.config.primaryColor ?? '');
  const [language, setLanguage] = useState<Language | ''>(state.config.language ?? '');
  const ids = { towns: useId(), color: useId(), language: useId(), townsHint: useId() };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const townIds = towns
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
      .filter(Number.isSafeInteger);
    const config: HostConfig = {
      ...(services.length ? { services } : {}),
      ...(townIds.length ? { townIds } : {}),
      ...(/^#([0-9a-f]{3}){1,2}$/i.test(color) ? { primaryColor: color } : {}),
      ...(language ? { language } : {}),
    };
    session.setConfig(config);
  };

  return (
    <section aria-labelledby="hp-events-title">
      <h3 id="hp-events-title">Host events</h3>
      <div className="hp-row">
        <button type="button" onClick={() => session.back()} disabled={!state.connected}>
          Back button
        </button>
        <label>
          <input
            type="checkbox"
            checked={state.visible}
            disabled={!state.connected}
            onChange={(event) => session.setVisible(event.target.checked)}
          />
          Mini-app visible
        </label>
        {state.lastBack && (
          <output aria-label="Last back press">
            {state.lastBack.handled ? 'handled by the app' : 'not handled'}
          </output>
        )}
      </div>
      <form className="hp-config" onSubmit={send} aria-label="Host config">
        <fieldset>
          <legend>Allowed services</legend>
          {SERVICES.map((service) => (
            <label key={service}>
              <input
                type="checkbox"
                checked={services.includes(service)}
                onChange={(event) =>
                  setServices(
                    event.target.checked ? [...services, service] : services.filter((s) => s !== service),
                  )
                }
              />
              {service}
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.towns}>Town ids</label>
        <input
          id={ids.towns}
          value={towns}
          onChange={(event) => setTowns(event.target.value)}
          aria-describedby={ids.townsHint}
        />
        <small id={ids.townsHint}>Comma separated, e.g. 1, 2 (Almaty, Astana); empty shows all.</small>
        <label htmlFor={ids.color}>Primary colour</label>
        <input
          id={ids.color}
          value={color}
          placeholder="#0a7f5a"
          onChange={(event) => setColor(event.target.value)}
        />
        <label htmlFor={ids.language}>Language</label>
        <select
          id={ids.language}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language | '')}
        >
          <option value="">(app's own)</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <button type="submit" disabled={!state.connected}>
          Send config
        </button>
      </form>
    </section>
  );
}
