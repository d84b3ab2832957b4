import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkClosure, type ManifestChunk, readManifest } from '../../scripts/chunk-closure.ts';

// ADR 0013: code Home does not need before its first paint stays out of the first screen's chunks, in the
// app shell (its entries and Home's closure) and in the embedded mount (dastarkhan.js's static closure).
// Each module listed was moved out, or found lazy already and kept so; one that comes back fails here.
const dist = resolve(import.meta.dirname, '../../dist');

function sourcesOf(manifest: Map<string, ManifestChunk>, starts: string[]): Set<string> {
  const files = chunkClosure(manifest.values(), starts);
  return new Set([...files].flatMap((file) => manifest.get(file)?.sources ?? []));
}

const app = readManifest(join(dist, 'app'));
const library = readManifest(dist);
const appStarts = [...app.values()]
  .filter((chunk) => chunk.isEntry || chunk.name === 'HomeScreen')
  .map((chunk) => chunk.fileName);
const firstScreens = {
  'app shell': sourcesOf(app, appStarts),
  'embedded mount': sourcesOf(library, ['dastarkhan.js']),
};

/** Loaded on use: the search suggestions (on the field's focus), the debug bar, the telemetry sinks, the
 * sheets and guest prompts (when shown), the kiosk and every screen but Home, the login-required screens'
 * guard (beside their chunk); after first content: the offline worker's registration, telemetry's own
 * code; and chunks of their own asked for beside Home's (issue 30): the bridge client, and the app's and
 * the discovery feature's stylesheets (the app shell's page brings them, a mount elsewhere asks for them),
 * and the host's look (bridge-code.ts, beside the bridge client's code). */
const LATER = [
  'bridge/client.ts',
  'bridge/create-bridge.ts',
  'src/runtime/bridge-code.ts',
  'src/ui/styles.css?inline',
  'src/features/discovery/discovery.css?inline',
  'src/app/LoginGuard.tsx',
  'src/telemetry/telemetry.ts',
  'src/telemetry/lazy-sink.ts',
  'src/runtime/offline-worker.ts',
  'src/features/discovery/api/search-api.ts',
  'src/ui/debugbar/Debugbar.tsx',
  'src/telemetry/sentry-sink.ts',
  'src/telemetry/amplitude-sink.ts',
  'src/features/loyalty/GradingSheet.tsx',
  'src/features/discovery/components/TownPrompt.tsx',
  'src/features/cart/screens/CartScreen.tsx',
  'src/features/menu/screens/MenuScreen.tsx',
  'src/features/kiosk/screens/KioskScreen.tsx',
];

describe('the first screen’s modules', () => {
  it('finds our sources in the manifests', () => {
    for (const sources of Object.values(firstScreens)) {
      expect(sources.has('src/mount.tsx')).toBe(true);
    }
    expect(firstScreens['app shell'].has('src/features/discovery/screens/HomeScreen.tsx')).toBe(true);
  });

  it.each(Object.keys(firstScreens))('%s: leaves what Home does not show first to later', (page) => {
    const sources = firstScreens[page as keyof typeof firstScreens];
    expect(LATER.filter((module) => sources.has(module))).toEqual([]);
  });

  it('keeps the host-config validator out of the app shell’s first scripts, its pages’ inline scripts', () => {
    const { inlineScripts } = JSON.parse(readFileSync(join(dist, 'app/inline-scripts.json'), 'utf8')) as {
      inlineScripts: string[];
    };
    expect(inlineScripts).toHaveLength(3);
    for (const script of inlineScripts) expect(script).not.toContain('a non-empty string');
  });

  it('leaves the first screens’ requests to the app shell’s inline scripts: none of their code in its chunks (ADR 0034)', () => {
    const requests = [
      'src/app/first-request-routes.ts',
      'src/features/menu/api/menu-requests.ts',
      'src/features/cart/api/cart-requests.ts',
    ];
    expect(requests.filter((module) => firstScreens['app shell'].has(module))).toEqual([]);
    // The library's mount sends them itself.
    expect(firstScreens['embedded mount'].has('src/app/first-request-routes.ts')).toBe(true);
  });
});
