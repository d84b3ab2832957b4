// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('telemetry in a bundle', async () => {
  const result = await build({
    entryPoints: [new URL('./telemetry.ts', import.meta.url).pathname],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/virtual',
    platform: 'browser',
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((file) => ({
    name: file.path.split('/').pop() ?? '',
    text: file.text,
    gzip: gzipSync(file.contents).length,
  }));
  const entry = files.find((file) => file.name === 'telemetry.js');
  const rest = files.filter((file) => file !== entry);

  it('keeps both SDKs out of the code the first screen loads', () => {
    expect(entry).toBeDefined();
    expect(entry?.gzip).toBeLessThan(3 * 1024);
    expect(entry?.text).not.toContain('sentry.javascript');
    expect(entry?.text).not.toContain('AMP_unsent');
  });

  it('puts each SDK in chunks of its own, loaded by import()', () => {
    expect(rest.some((file) => file.text.includes('sentry.javascript'))).toBe(true);
    expect(rest.some((file) => file.text.includes('dastarkhan-capture-limits'))).toBe(true);
    expect(rest.find((file) => file.text.includes('sentry.javascript'))?.text).not.toContain(
      'dastarkhan-capture-limits',
    );
  });
});
