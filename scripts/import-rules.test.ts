import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  importCycles,
  importsOf,
  importViolations,
  repoRoot,
  ruleBroken,
  srcFolderOf,
} from './import-rules.ts';

describe('the import rules of the house plan', () => {
  it('hold over the whole tree', () => {
    const broken = importViolations(repoRoot).map((edge) => `${edge.from} -> ${edge.to}: ${edge.rule}`);
    expect(broken).toEqual([]);
  });

  it('leave no import cycle in bridge/, type-only imports included (ADR 0209)', () => {
    expect(importCycles(repoRoot, 'bridge')).toEqual([]);
  });

  it('give every folder of src/ a floor, with no arrow up and no circle among them (ADR 0003)', () => {
    const floors = importViolations(repoRoot).filter(({ rule }) =>
      /imports down only|has no floor/.test(rule),
    );
    expect(floors).toEqual([]);
    expect(importCycles(repoRoot, 'src', srcFolderOf)).toEqual([]);
  });

  it('read static, re-export, side-effect and dynamic imports, and skip commented ones', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type {\n  B,\n} from '../b/b.ts';",
      "export { c } from './c.ts';",
      "import './d.css?inline';",
      "const e = await import('./e.tsx');",
      "// import { f } from './f.ts';",
      "import React from 'react';",
    ].join('\n');
    expect(importsOf('src/ui/x.ts', text).map((edge) => edge.to)).toEqual([
      'src/ui/a.ts',
      'src/b/b.ts',
      'src/ui/c.ts',
      'src/ui/d.css',
      'src/ui/e.tsx',
      'react',
    ]);
  });

  it.each([
    ['bridge/client.ts', 'src/api/client.ts', 'bridge/ is the bottom floor'],
    ['src/features/menu/components/a.ts', 'src/features/checkout/state/cart.ts', 'another feature'],
    ['src/features/menu/components/a.ts', 'src/app/routes.ts', 'the app layer'],
    ['src/ui/Modal.tsx', 'src/features/menu/components/a.ts', 'shared code never imports'],
    ['src/api/client.ts', 'host-simulator/server/main.ts', 'src/ never imports the simulator'],
    ['host-simulator/web/page.tsx', 'bridge/client.ts', 'only public entries'],
    ['src/api/order-submission.ts', 'src/state/storage.ts', 'api may not import state'],
    ['src/lib/storage.ts', 'src/i18n/languages.ts', 'lib may not import i18n'],
    ['src/telemetry/telemetry.ts', 'src/ui/when-idle.ts', 'telemetry may not import ui'],
    ['src/runtime/host-main-button.ts', 'src/ui/use-query.ts', 'runtime may not import ui'],
    ['src/ui/CopyButton.tsx', 'src/mount.tsx', 'ui may not import the root of src/'],
    ['src/app/App.tsx', 'src/index.ts', 'app may not import the root of src/'],
    ['src/config/host-config.ts', 'src/service-worker/rules.ts', 'config may not import service-worker'],
    ['src/ui/Modal.tsx', 'src/brand-new/x.ts', 'src/brand-new/ has no floor'],
  ])('refuse %s -> %s', (from, to, rule) => {
    expect(ruleBroken({ from, to })).toContain(rule);
  });

  it.each([
    ['src/features/menu/components/a.ts', 'src/features/menu/model/b.ts'],
    ['src/features/menu/components/a.ts', 'src/ui/Modal.tsx'],
    ['src/ui/Modal.tsx', 'src/lib/layer-stack.ts'],
    ['src/ui/CopyButton.tsx', 'src/runtime/app-runtime.ts'],
    ['src/state/freshness.ts', 'src/service-worker/rules.ts'],
    ['src/mount.tsx', 'src/app/App.tsx'],
    ['src/testing/render-checkout-app.tsx', 'src/mount.tsx'],
    ['src/api/client.ts', 'src/config/host-config.ts'],
    ['src/app/routes.ts', 'src/features/menu/routes.ts'],
    ['host-simulator/web/page.tsx', 'bridge/host/index.ts'],
    ['src/features/menu/screens/Menu.test.tsx', 'host-simulator/server/sandbox/test-support/test-sandbox.ts'],
  ])('allow %s -> %s', (from, to) => {
    expect(ruleBroken({ from, to })).toBeNull();
  });

  const scratch = mkdtempSync(join(tmpdir(), 'import-rules-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('report an arrow up and a circle among the folders of src/ in a tree', () => {
    const tree = join(scratch, 'floors');
    const files: Record<string, string> = {
      'bridge/index.ts': 'export const x = 1;\n',
      'host-simulator/web/page.ts': "import '../../bridge/index.ts';\n",
      'src/mount.tsx': 'export const scope = 1;\n',
      'src/runtime/app-runtime.ts':
        "import { CopyButton } from '../ui/CopyButton.tsx';\nexport const runtime = CopyButton;\n",
      'src/ui/CopyButton.tsx':
        "import { scope } from '../mount.tsx';\nimport { runtime } from '../runtime/app-runtime.ts';\nexport const CopyButton = [scope, runtime];\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
    expect(importViolations(tree).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'src/runtime/app-runtime.ts -> src/ui/CopyButton.tsx',
      'src/ui/CopyButton.tsx -> src/mount.tsx',
    ]);
    expect(importCycles(tree, 'src', srcFolderOf)).toEqual([['runtime', 'ui']]);
  });

  it('name the file and the rule of a forbidden import in a tree', () => {
    const files: Record<string, string> = {
      'bridge/index.ts': 'export const x = 1;\n',
      'src/features/menu/screen.tsx': "import { cart } from '../checkout/cart.ts';\n",
      'src/features/checkout/cart.ts':
        "import { x } from '../../../bridge/index.ts';\nexport const cart = x;\n",
      'host-simulator/web/page.ts': "import '../../bridge/index.ts';\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    expect(importViolations(scratch)).toEqual([
      {
        from: 'src/features/menu/screen.tsx',
        to: 'src/features/checkout/cart.ts',
        rule: 'a feature never imports another feature',
      },
    ]);
  });
});
