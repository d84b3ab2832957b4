import { describe, expect, it } from 'vitest';
import { adrFacts, adrIndexFindings, adrIndexRows, anchorsOf, citationFindings, slug } from './citations.ts';
import { repoRoot } from './import-rules.ts';

const listed = (findings: { at: string; problem: string }[]) =>
  findings.map((finding) => `${finding.at}: ${finding.problem}`);

describe('citations resolve inside the repository (docs/contract/README.md#citing-the-contract)', () => {
  it('cite no spec outside the repository, and every docs path and anchor they cite exists', () => {
    expect(listed(citationFindings(repoRoot))).toEqual([]);
  });

  it('list every ADR file in the index with its own title, status and date, and nothing else', () => {
    expect(listed(adrIndexFindings(repoRoot))).toEqual([]);
  });

  it('make anchors as GitHub does', () => {
    expect(slug('POST dr-delivery/api/v1/tariffs')).toBe('post-dr-deliveryapiv1tariffs');
    expect(slug('Menu to Bill')).toBe('menu-to-bill');
    expect(slug('The smart fridge (`components/`, issue 7)')).toBe('the-smart-fridge-components-issue-7');
    expect([...anchorsOf('# A\n## Tests\n```md\n# Not one\n```\n### Tests\n')]).toEqual([
      'a',
      'tests',
      'tests-1',
    ]);
  });

  it('read an index row and an ADR file', () => {
    expect(
      adrIndexRows('| [0002](0002-a.md) | The budget | accepted, figures replaced by 0005 | 2026-11-21 |'),
    ).toEqual([
      {
        number: '0002',
        file: '0002-a.md',
        title: 'The budget',
        status: 'accepted, figures replaced by 0005',
        date: '2026-11-21',
      },
    ]);
    expect(adrFacts('# ADR 0200: the envelope\n\nStatus: accepted. Code: `bridge/protocol.ts`.')).toEqual({
      title: 'The envelope',
      status: 'accepted',
      date: null,
    });
    expect(
      adrFacts('# 0002: The budget\n\nDate: 2026-11-21. Status: accepted; replaced by [0005](0005-a.md).'),
    ).toEqual({
      title: 'The budget',
      status: 'accepted; replaced by [0005](0005-a.md)',
      date: '2026-11-21',
    });
  });
});
