import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journey files' wall seconds in a whole quiet run (ADR 0021), by path from the root. Without it a fresh
 * clone (no vitest cache: CI, `npm ci`) runs the largest files first, and the longest journeys, a11y-discovery
 * among them, started last and ran alone while the other workers had ended. A file missing here runs first.
 */
const SECONDS: Record<string, number> = JSON.parse(
  readFileSync(new URL('e2e/durations.json', import.meta.url), 'utf8'),
);

/**
 * The files of isolated projects first (the WebKit journeys), then vitest's order (projects one after another,
 * isolated files first, failed files first), then the longest file first: by the last run's duration where
 * vitest's cache has one, else by the table above, so that the workers end together. The cache's figure wins:
 * it is this machine's. The WebKit files went last, behind every Chromium file: each starts a worker and a
 * WebKit of its own, and in a loaded run three workers were busy only now and then over their last ~500 s
 * (ADR 0021). First, a worker that ends them goes on with the Chromium files, which share their worker's
 * process and Chromium session to the end of the run (ADR 0019).
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const cache = this.ctx.cache;
    const seconds = (spec: TestSpecification) => {
      const cached = cache.getTestSpecificationResult(spec);
      if (cached) return { failed: cached.failed, seconds: cached.duration / 1000 };
      const path = relative(spec.project.config.root, spec.moduleId);
      return { failed: false, seconds: SECONDS[path] ?? Number.POSITIVE_INFINITY };
    };
    return ordered
      .map((spec, index) => ({ spec, index, ...seconds(spec) }))
      .sort((a, b) => {
        const isolated = Number(b.spec.project.config.isolate) - Number(a.spec.project.config.isolate);
        if (isolated !== 0) return isolated;
        if (a.spec.project.name !== b.spec.project.name) return a.index - b.index;
        if (a.failed !== b.failed) return a.failed ? -1 : 1;
        return b.seconds - a.seconds || a.index - b.index;
      })
      .map(({ spec }) => spec);
  }
}
