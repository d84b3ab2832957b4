// What the code and the docs cite must be in the repository and must resolve: the contract's rules
// (docs/contract/README.md#citing-the-contract), the other docs by path and heading anchor, the links between
// the docs, and the ADR index against the ADR files. A clone of the product has nothing outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

export interface Finding {
  /** Repository-relative path and line, `path:line`. */
  at: string;
  problem: string;
}

// The files that spell the forbidden forms out to find them.
const SELF = new Set(['scripts/citations.ts', 'scripts/citations.test.ts']);
const TEXT = /\.(ts|tsx|mts|mjs|js|json|md|css|html|kt|swift|yml|yaml)$/;

/** The repository's text files, tracked or new (what git ignores is not the repository's). */
export function repoTextFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => TEXT.test(file) && !SELF.has(file) && existsSync(join(root, file)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a markdown text's headings give, repeated headings numbered as GitHub numbers them. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

// The product specification outside the repository, by name or by section sign, and any path up out of it
// to the shared folder. Section signs of issues and RFCs (`issue 31 §3`, `RFC 9110 §9.2.2`) are theirs.
const OUTSIDE: [RegExp, string][] = [
  [/\bSPEC\b/, 'cites the spec outside the repository: cite docs/contract/ instead'],
  [
    /(?<!(?:issue|Issue|RFC) \d+ |§\d+-)§\d/,
    'a section sign that is no issue or RFC section: cite docs/contract/ instead',
  ],
  [/\.\.\/shared\//, 'a path outside the repository'],
];
// A docs path written from the repository's root, e.g. docs/contract/validation.md#barcodes.
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\w-]+)?(?![\w/-])/g;
// A markdown link's target, e.g. [orders](../api/orders.md#statuses) or [above](#requests).
const MD_LINK = /\]\(([^)\s]+)\)/g;

export function citationFindings(root: string): Finding[] {
  const findings: Finding[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let found = anchorCache.get(file);
    if (!found) {
      found = anchorsOf(readFileSync(join(root, file), 'utf8'));
      anchorCache.set(file, found);
    }
    return found;
  };
  const resolve = (at: string, target: string) => {
    const [path = '', anchor] = target.split('#');
    if (!existsSync(join(root, path))) return findings.push({ at, problem: `${target}: no such file` });
    if (anchor && path.endsWith('.md') && statSync(join(root, path)).isFile() && !anchors(path).has(anchor)) {
      findings.push({ at, problem: `${target}: no heading with this anchor` });
    }
  };

  for (const file of repoTextFiles(root)) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const at = `${file}:${index + 1}`;
      for (const [pattern, problem] of OUTSIDE) if (pattern.test(line)) findings.push({ at, problem });
      for (const match of line.matchAll(DOCS_PATH)) resolve(at, match[0]);
      if (!file.endsWith('.md')) return;
      for (const [, target = ''] of line.matchAll(MD_LINK)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        const resolved = path === '' ? file : posix.normalize(posix.join(dirname(file), path));
        resolve(at, anchor === undefined ? resolved : `${resolved}#${anchor}`);
      }
    });
  }
  return findings;
}

export interface AdrRow {
  number: string;
  file: string;
  title: string;
  status: string;
  date: string;
}

/** The rows of the ADR index's table. */
export function adrIndexRows(index: string): AdrRow[] {
  const rows: AdrRow[] = [];
  for (const line of index.split('\n')) {
    const row = /^\| \[(\d{4})\]\(([^)]+)\) \| (.*) \| (.*) \| (.*) \|$/.exec(line);
    if (row) {
      const [, number = '', file = '', title = '', status = '', date = ''] = row;
      rows.push({ number, file, title, status, date });
    }
  }
  return rows;
}

/** What an ADR file says of itself: its title, its status sentence, and its date when it gives one. */
export function adrFacts(text: string): { title: string; status: string; date: string | null } {
  const heading = /^# (?:ADR )?\d{4}: (.*)$/m.exec(text)?.[1] ?? '';
  // The status is the first sentence after "Status:", which may wrap onto the next lines of its paragraph.
  const paragraph = /Status: ((?:.+\n?)+)/.exec(text)?.[1]?.replace(/\s+/g, ' ') ?? '';
  const status = /^(.*?)(?:\.(?:\s|$)|$)/.exec(paragraph)?.[1] ?? '';
  const date =
    /Date: (\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? /Status: \w+, (\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
  return { title: heading.charAt(0).toUpperCase() + heading.slice(1), status, date: date ?? null };
}

const ADR_NUMBER = /\b0\d{3}\b/g;

export function adrIndexFindings(root: string): Finding[] {
  const folder = 'docs/adr';
  const index = readFileSync(join(root, folder, 'README.md'), 'utf8');
  const rows = adrIndexRows(index);
  const files = repoTextFiles(root)
    .filter((file) => posix.dirname(file) === folder && /^\d{4}-.*\.md$/.test(posix.basename(file)))
    .map((file) => posix.basename(file));
  const findings: Finding[] = [];
  const at = `${folder}/README.md`;
  for (const file of files) {
    const listed = rows.filter((row) => row.file === file);
    if (listed.length !== 1) findings.push({ at, problem: `${file} is listed ${listed.length} times` });
  }
  for (const row of rows) {
    const where = `${at} (${row.number})`;
    if (!files.includes(row.file)) {
      findings.push({ at: where, problem: `lists ${row.file}, which is not there` });
      continue;
    }
    if (!row.file.startsWith(`${row.number}-`)) findings.push({ at: where, problem: `links ${row.file}` });
    const facts = adrFacts(readFileSync(join(root, folder, row.file), 'utf8'));
    if (row.title !== facts.title)
      findings.push({ at: where, problem: `title "${row.title}", the file's "${facts.title}"` });
    const [word = ''] = facts.status.split(/[ ;,(]/);
    const named = (text: string) => [...new Set(text.match(ADR_NUMBER))].sort().join(' ');
    if (!row.status.startsWith(word) || named(row.status) !== named(facts.status)) {
      findings.push({ at: where, problem: `status "${row.status}", the file's "${facts.status}"` });
    }
    if (facts.date !== null && row.date !== facts.date) {
      findings.push({ at: where, problem: `date ${row.date}, the file's ${facts.date}` });
    }
  }
  return findings;
}
