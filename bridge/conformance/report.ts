import type { HostInfo, MethodVersions, Runtime } from '../protocol.ts';

export type Outcome = 'pass' | 'fail' | 'skip';

/** One message of a check's conversation, as it went over the wire. */
export interface Exchange {
  /** Milliseconds since the run started. */
  at: number;
  direction: 'kit-to-host' | 'host-to-kit';
  /** Strings as they travelled (native runtimes), objects as they arrived (iframes). */
  data: unknown;
}

export interface CheckResult {
  /** Stable, e.g. `handshake.fields` or `method.haptic.invalid`; docs/conformance-kit.md explains each. */
  id: string;
  /** English, as the ids: the kit's page shows them untranslated (docs/conformance-kit.md). */
  title: string;
  outcome: Outcome;
  /** Why it failed or was skipped, or what was measured. */
  detail: string;
  ms: number;
  messages: Exchange[];
}

export interface ConformanceReport {
  kit: 'dastarkhan-conformance';
  /** The protocol major the kit checked. */
  protocol: number;
  runtime: Runtime;
  startedAt: string;
  finishedAt: string;
  host: HostInfo | null;
  methods: MethodVersions;
  summary: Record<Outcome, number>;
  checks: CheckResult[];
}

export const isReport = (value: unknown): value is ConformanceReport =>
  typeof value === 'object' &&
  value !== null &&
  (value as ConformanceReport).kit === 'dastarkhan-conformance' &&
  Array.isArray((value as ConformanceReport).checks);
