import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

  const scratch = mkdtempSync(join(tmpdir(), 'citations-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const tree = (files: Record<string, string>) => {
    execFileSync('git', ['init', '-q'], { cwd: scratch });
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
  };

  it('name each citation out of the repository, each missing file or anchor, and let the rest be', () => {
    const spec = ['SP', 'EC §5'].join('');
    tree({
      'docs/contract/validation.md':
        '# Validation\n\n## Barcodes\n\nSee [the tests](#tests) and [calls](calls.md).\n',
      'docs/features/menu.md':
        '# Menu\n\n[barcodes](../contract/validation.md#barcodes), [api](../api/menu.md)\n',
      'src/a.ts': [
        '// docs/contract/validation.md#barcodes: 8 or 13 digits.',
        `// ${spec}: the input is trimmed; see also §9.`,
        '// The house plan (../shared/DESIGN.md); issue 31 §3 and RFC 9110 §9.2.2 are fine.',
        '// docs/contract/validation.md#phone-numbers, docs/contract/screens.md#routes',
      ].join('\n'),
    });
    expect(listed(citationFindings(scratch))).toEqual([
      'docs/contract/validation.md:5: docs/contract/validation.md#tests: no heading with this anchor',
      'docs/contract/validation.md:5: docs/contract/calls.md: no such file',
      'docs/features/menu.md:3: docs/api/menu.md: no such file',
      'src/a.ts:2: cites the spec outside the repository: cite docs/contract/ instead',
      'src/a.ts:2: a section sign that is no issue or RFC section: cite docs/contract/ instead',
      'src/a.ts:3: a path outside the repository',
      'src/a.ts:4: docs/contract/validation.md#phone-numbers: no heading with this anchor',
      'src/a.ts:4: docs/contract/screens.md#routes: no such file',
    ]);
  });

  it('name an index row without its file, a file without its row, and a row that differs from its file', () => {
    tree({
      'docs/adr/0001-a.md':
        '# 0001: The first\n\nDate: 2026-11-21. Status: accepted; replaced by [0002](0002-b.md).\n',
      'docs/adr/0002-b.md': '# ADR 0002: the second\n\nStatus: accepted. Code: `x.ts`.\n',
      'docs/adr/0003-c.md': '# 0003: The third\n\nDate: 2026-11-22. Status: accepted.\n',
      'docs/adr/README.md': [
        '| ADR | decision | status | date |',
        '| --- | --- | --- | --- |',
        '| [0001](0001-a.md) | The first | accepted | 2026-11-21 |',
        '| [0002](0002-b.md) | The second, longer | accepted | 2026-11-21 |',
        '| [0004](0004-d.md) | The fourth | accepted | 2026-11-22 |',
      ].join('\n'),
    });
    expect(listed(adrIndexFindings(scratch))).toEqual([
      'docs/adr/README.md: 0003-c.md is listed 0 times',
      'docs/adr/README.md (0001): status "accepted", the file\'s "accepted; replaced by [0002](0002-b.md)"',
      'docs/adr/README.md (0002): title "The second, longer", the file\'s "The second"',
      'docs/adr/README.md (0004): lists 0004-d.md, which is not there',
    ]);
  });
});
