import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const code = readFileSync(join(root, 'dist/react-native.js'), 'utf8');
const imports = [...code.matchAll(/\bfrom\s*["']([^"']+)["']/g)].map((match) => match[1]);

describe('dist/react-native.js (dastarkhan/react-native)', () => {
  it("runs on the partner's React, React Native and WebView, and on host.js beside it", () => {
    expect(new Set(imports)).toEqual(
      new Set(['./host.js', 'react', 'react/jsx-runtime', 'react-native', 'react-native-webview']),
    );
    // One host in the package: the origin check and the protocol's core stay in host.js.
    expect(code).not.toContain('give at least one exact origin');
    expect(readFileSync(join(root, 'dist/host.js'), 'utf8')).toContain('give at least one exact origin');
  });

  it('ships its declarations', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const types = pkg.exports['./react-native'].types as string;
    expect(existsSync(join(root, types)), types).toBe(true);
    expect(readFileSync(join(root, types), 'utf8')).toMatch(/DastarkhanWebView/);
  });
});
