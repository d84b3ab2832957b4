import { EVENT_SCHEMAS, HOST_CONFIG_FIELDS, LAUNCH_FIELDS, WELCOME_FIELDS } from './protocol-schemas.ts';
import { type Guard, isRecord } from './schema.ts';

/**
 * Names the first field that makes a welcome invalid (`host`, `config.primaryColor`). A chunk of its own:
 * only a broken host ever needs it, and the bridge's first load has a 4 KB budget.
 */
function welcomeFault(welcome: Record<string, unknown>): string {
  const own = (value: Record<string, unknown>, key: string) =>
    Object.hasOwn(value, key) ? value[key] : undefined;
  for (const [prefix, fields, part] of [
    ['', WELCOME_FIELDS, welcome],
    ['config.', HOST_CONFIG_FIELDS, own(welcome, 'config') ?? {}],
    ['launch.', LAUNCH_FIELDS, own(welcome, 'launch') ?? {}],
  ] as const) {
    if (!isRecord(part)) return prefix.slice(0, -1);
    for (const [field, guard] of Object.entries(fields) as [string, Guard<unknown>][]) {
      // Top-level fields are required; those of config and launch may be left out.
      const value = own(part, field);
      if (value === undefined ? prefix === '' : !guard(value)) return prefix + field;
    }
  }
  // The welcome's theme and viewport are the data of their events, checked as one.
  for (const name of ['theme', 'viewport'] as const) {
    const value = own(welcome, name);
    if (value !== undefined && !EVENT_SCHEMAS[name](value)) return name;
  }
  return 'welcome';
}

/** The warning for a welcome that the app ignored: without a valid one it falls back to the polyfill. */
export function warnInvalidWelcome(welcome: Record<string, unknown>): void {
  console.warn(
    `Dastarkhan bridge: the host's welcome was ignored because its "${welcomeFault(welcome)}" breaks docs/protocol.md; without a valid welcome the app uses its plain-browser polyfill.`,
  );
}
