import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingMethods, protocolMethods } from './examples-check.ts';
import { repoRoot } from './import-rules.ts';

const protocol = readFileSync(join(repoRoot, 'bridge/protocol.ts'), 'utf8');

describe('the examples keep up with the protocol', () => {
  it('reads every method of the method map, quoted or not', () => {
    const methods = protocolMethods(protocol);
    expect(methods).toContain('auth.code');
    expect(methods).toContain('haptic');
    expect(methods).toHaveLength(new Set(methods).size);
    expect(
      protocolMethods("export interface BridgeMethods {\n  'a.b': { params: X };\n  c: { params: Y };\n}"),
    ).toEqual(['a.b', 'c']);
  });

  it('every example handles every method', () => {
    expect(missingMethods(repoRoot, protocolMethods(protocol))).toEqual({});
  });

  it('fails, naming the example and the method, when the map has a method no example handles', () => {
    const extra = `${protocol.replace('export interface BridgeMethods {', "export interface BridgeMethods {\n  'kit.extra': { params: Empty; result: null };")}`;
    const missing = missingMethods(repoRoot, protocolMethods(extra));
    expect(Object.keys(missing)).toHaveLength(5);
    for (const methods of Object.values(missing)) expect(methods).toEqual(['kit.extra']);
  });
});
