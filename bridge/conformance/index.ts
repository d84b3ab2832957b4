/**
 * The host conformance kit: the protocol's checks, run against a host from the mini-app's side. The kit's page
 * (host-simulator/web/conformance/) and our own tests run the same checks; docs/conformance-kit.md.
 */
export { pageProbe } from './page-probe.ts';
export type { CheckResult, ConformanceReport } from './report.ts';
export { isReport } from './report.ts';
export { runConformance } from './run.ts';
