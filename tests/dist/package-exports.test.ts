import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

describe('the package as published', () => {
  it('has every file its exports map names', () => {
    const targets = Object.values(pkg.exports).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    );
    expect(targets.length).toBeGreaterThanOrEqual(7);
    for (const target of targets) expect(existsSync(join(root, target)), target).toBe(true);
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['.', './bridge', './host']));
  });

  it('ships declarations a consumer can follow (no .ts extensions in their imports)', () => {
    const declarations = filesBelow(join(root, 'dist/types')).filter((path) => path.endsWith('.d.ts'));
    expect(declarations.length).toBeGreaterThan(3);
    for (const path of declarations) {
      expect(readFileSync(path, 'utf8'), path).not.toMatch(/from\s+['"]\.{1,2}\/[^'"]+\.tsx?['"]/);
    }
  });

  it('loads nothing from outside its own folder (no CDN, no Node globals left in browser code)', () => {
    const scripts = filesBelow(join(root, 'dist')).filter((path) => path.endsWith('.js'));
    const found = scripts.flatMap((path) => {
      const code = readFileSync(path, 'utf8');
      const hits =
        code.match(
          /https?:\/\/(cdn\.jsdelivr|unpkg|fastly\.jsdelivr|esm\.sh)[^"'`\s]*|process\.env\.NODE_ENV/g,
        ) ?? [];
      return hits.map((hit) => `${path.slice(root.length)}: ${hit}`);
    });
    expect(found).toEqual([]);
  });

  it('builds an app shell whose page references scripts that exist', () => {
    const html = readFileSync(join(root, 'dist/app/index.html'), 'utf8');
    // Scripts and links only: the prerendered Home frames (ADR 0012) link to the app's routes too.
    const sources = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/app\/([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(existsSync(join(root, 'dist/app', source)), source).toBe(true);
  });

  it('starts the first screen from the app shell’s page itself: its inline script first, the app’s entry its one script file (ADR 0032, 0034)', () => {
    const html = readFileSync(join(root, 'dist/app/index.html'), 'utf8');
    const chunks = JSON.parse(readFileSync(join(root, 'dist/app/manifest.json'), 'utf8')) as {
      fileName: string;
      name: string;
      isEntry: boolean;
    }[];
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'shell');
    expect(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.name)).toEqual(['shell']);
    const files = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    expect(files).toEqual([`/app/${entry?.fileName}`]);
    // The first requests go out before the browser's preload scanner hands the connections to the app's chunk.
    expect(html.indexOf('<script data-chunks=')).toBeGreaterThan(0);
    expect(html.indexOf('<script data-chunks=')).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
  });
});
