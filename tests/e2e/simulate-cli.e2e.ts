import { describe, expect, it } from 'vitest';
import { simulate } from './simulate-cli-support.ts';

// The runs that fail are in simulate-cli-failures.e2e.ts (ADR 0021).
const SHIPPED = [
  ['pay-closed-then-paid.json', 'Pay closed, then paid', 11],
  ['unauthorized-mid-checkout.json', '401 mid-checkout', 10],
  ['host-never-answers.json', 'A host that never answers', 10],
] as const;

describe('npm run simulate', () => {
  it('passes the three shipped scenarios in one run, printing each step', async () => {
    const { code, out } = await simulate(...SHIPPED.map(([file]) => `examples/scenarios/${file}`));
    for (const [file, name, steps] of SHIPPED) {
      const section = out.slice(out.indexOf(`scenario: ${name} (`), out.indexOf(`PASS ${name}:`));
      expect(section, file).toContain(`/examples/scenarios/${file})`);
      expect(section.match(/^ {2}ok {3}\d+\. /gm), file).toHaveLength(steps);
      expect(out).toContain(`PASS ${name}: ${steps} steps`);
    }
    expect(out).toContain('3 of 3 scenarios passed');
    expect(code).toBe(0);
    // A simulator, a Chromium and three scenarios of its own: over 60 s at load 13-17 (ADR 0020).
  }, 120_000);
});
