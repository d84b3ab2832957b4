// The package's API reference (docs/api-reference/), made by API Extractor from the built declarations: one
// report per entry of the package's `exports`, each export's signature as a partner's TypeScript sees it.
// `npm run api-reference` writes them (after `npm run build`); tests/dist/api-reference.test.ts fails when an
// export has no doc comment or the committed reference no longer matches the declarations. TypeDoc was the
// other choice: it runs on TypeScript's 5-6 compiler API only, and npm cannot give it one beside our 7, while
// API Extractor brings its own TypeScript.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

const root = resolve(import.meta.dirname, '..');
const REFERENCE = join(root, 'docs/api-reference');

/** An entry of package.json's `exports` that has types, and the name of its report. */
export interface PackageEntry {
  name: string;
  types: string;
}

/** Each entry of package.json's `exports` that has types: `.` is `dastarkhan`, `./bridge` `dastarkhan-bridge`. */
export function packageEntries(): PackageEntry[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types?: string }>;
  };
  return Object.entries(pkg.exports).flatMap(([path, target]) => {
    if (typeof target === 'string' || !target.types) return [];
    const name = path === '.' ? 'dastarkhan' : `dastarkhan-${path.slice(2).replaceAll('/', '-')}`;
    return [{ name, types: join(root, target.types) }];
  });
}

/** The names an entry exports, read from its report: `export declare function mount(`, `export interface Bridge {`. */
function exportedNames(report: string): Set<string> {
  return new Set(
    [
      ...report.matchAll(
        /^export (?:declare )?(?:abstract )?(?:class|const|enum|function|interface|namespace|type) (\w+)/gm,
      ),
    ].map((match) => match[1] as string),
  );
}

/**
 * One line per problem: an export without a doc comment, a declaration API Extractor cannot follow, a stale
 * report. An export's members may go without one (the report marks them `(undocumented)`): many are plain
 * fields whose name and type say it all.
 */
export function apiReferenceProblems(entry: PackageEntry, { check }: { check: boolean }): string[] {
  const problems: string[] = [];
  const temp = mkdtempSync(join(tmpdir(), 'dastarkhan-api-reference-'));
  try {
    const config = ExtractorConfig.prepare({
      configObjectFullPath: undefined,
      packageJsonFullPath: join(root, 'package.json'),
      configObject: {
        projectFolder: root,
        mainEntryPointFilePath: entry.types,
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              module: 'preserve',
              moduleResolution: 'bundler',
              strict: true,
              skipLibCheck: true,
              types: [],
            },
            files: [entry.types],
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: entry.name,
          reportFolder: REFERENCE,
          reportTempFolder: temp,
          includeForgottenExports: false,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
          extractorMessageReporting: {
            default: { logLevel: ExtractorLogLevel.None },
            // A public export without a doc comment: the reference would show a bare signature.
            'ae-undocumented': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
          },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        },
      },
    });
    const undocumented: { name: string; line: string }[] = [];
    const result = Extractor.invoke(config, {
      localBuild: !check,
      messageCallback: (message) => {
        message.handled = true;
        if (message.logLevel !== ExtractorLogLevel.Error) return;
        const where = message.sourceFilePath
          ? `${message.sourceFilePath.slice(root.length + 1)}:${message.sourceFileLine}`
          : entry.name;
        const line = `${where}: ${message.text} (${entry.name}, ${message.messageId})`;
        const name = /^Missing documentation for "(.+)"\.$/.exec(message.text)?.[1];
        if (message.messageId === 'ae-undocumented' && name) undocumented.push({ name, line });
        else problems.push(line);
      },
    });
    const exported = exportedNames(readFileSync(join(temp, `${entry.name}.api.md`), 'utf8'));
    problems.push(...undocumented.filter(({ name }) => exported.has(name)).map(({ line }) => line));
    if (check && result.apiReportChanged)
      problems.push(
        `docs/api-reference/${entry.name}.api.md no longer matches the declarations: npm run build && npm run api-reference`,
      );
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return problems;
}

if (import.meta.main) {
  const problems = packageEntries().flatMap((entry) => apiReferenceProblems(entry, { check: false }));
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
