/**
 * The host conformance kit: the protocol's checks, run against a host from the mini-app's side. The kit's page
 * (host-simulator/web/conformance/) and our own tests run the same checks; docs/conformance-kit.md.
 */
export type { Probe } from './probe.ts';
export { type PageProbeOptions, pageProbe } from './page-probe.ts';
export type { CheckResult, ConformanceReport, Exchange, Outcome } from './report.ts';
export { isReport } from './report.ts';
export { type KitOptions, runConformance } from './run.ts';
