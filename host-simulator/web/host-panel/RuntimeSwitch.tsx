import type { Runtime } from '../../../bridge/host/index.ts';

const RUNTIMES: { runtime: Runtime; label: string }[] = [
  { runtime: 'ios', label: 'iOS WKWebView' },
  { runtime: 'android', label: 'Android WebView' },
  { runtime: 'react-native', label: 'React Native WebView' },
  { runtime: 'iframe', label: 'iframe in a web page' },
  { runtime: 'web', label: 'Plain browser (polyfill)' },
];

/** Switching reloads the phone frame: a runtime is fixed for the life of a page, as on a device. */
export function RuntimeSwitch({
  runtime,
  onChange,
}: {
  runtime: Runtime;
  onChange: (runtime: Runtime) => void;
}) {
  return (
    <fieldset className="hp-runtimes">
      <legend>Runtime</legend>
      {RUNTIMES.map((item) => (
        <label key={item.runtime}>
          <input
            type="radio"
            name="sim-runtime"
            value={item.runtime}
            checked={item.runtime === runtime}
            onChange={() => onChange(item.runtime)}
          />
          {item.label}
        </label>
      ))}
    </fieldset>
  );
}
