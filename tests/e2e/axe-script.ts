import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core for the accessibility journeys (a11y-support.ts). The journeys' simulators (global-setup.ts) serve
 * it below AXE_PREFIX under a name with its hash, which the simulator sends as immutable: a page loads it by
 * URL (its ~650 KB through the network service and the HTTP cache, not through WebDriver or CDP: ADR 0021).
 */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_PREFIX = '/test-axe/';

export const AXE_FILE = `axe-${createHash('sha256').update(AXE_SOURCE).digest('hex').slice(0, 16)}.js`;
