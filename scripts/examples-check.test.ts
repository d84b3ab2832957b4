import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invalidParams, VALID_PARAMS } from '../bridge/conformance/samples.ts';
import { PARAM_SCHEMAS } from '../bridge/host/request-schemas.ts';
import type { MethodName } from '../bridge/protocol.ts';
import { EVENT_SCHEMAS } from '../bridge/protocol-schemas.ts';
import { missingEvents, missingMethods, paramMismatches, paramTable } from './examples-check.ts';
import { repoRoot } from './import-rules.ts';

/** The protocol's methods and events, from their declarations (ADR 0209). */
const METHODS = Object.keys(PARAM_SCHEMAS);
const EVENTS = Object.keys(EVENT_SCHEMAS);

describe('the examples keep up with the protocol', () => {
  it('every example handles every method', () => {
    expect(missingMethods(repoRoot, METHODS)).toEqual({});
  });

  it('fails, naming the example and the method, when the map has a method no example handles', () => {
    const missing = missingMethods(repoRoot, [...METHODS, 'kit.extra']);
    expect(Object.keys(missing)).toHaveLength(5);
    for (const methods of Object.values(missing)) expect(methods).toEqual(['kit.extra']);
  });
});

describe('the native hosts validate params as the conformance kit expects', () => {
  const NATIVE = ['examples/ios/DastarkhanBridge+Params.swift', 'examples/android/DastarkhanParams.kt'];
  const kitSamples = (method: string) => [
    VALID_PARAMS[method as MethodName],
    ...invalidParams(method as MethodName),
  ];
  const schemas = PARAM_SCHEMAS as Record<string, (value: unknown) => boolean>;
  const tableOf = (file: string) => paramTable(readFileSync(join(repoRoot, file), 'utf8'));

  it.each(NATIVE)('%s refuses what the kit refuses and accepts what it accepts', (file) => {
    expect(paramMismatches(tableOf(file), schemas, kitSamples)).toEqual([]);
  });

  it.each(NATIVE)('%s has a rule for every field the kit sends', (file) => {
    const table = tableOf(file);
    for (const method of Object.keys(schemas)) {
      const named = new Set((table[method] ?? []).map((field) => field.name));
      for (const name of Object.keys(VALID_PARAMS[method as MethodName])) expect(named).toContain(name);
    }
  });

  it('reads both languages into the same rules', () => {
    const swift = paramTable(
      'static let paramRules: [String: [Field]] = [\n' +
        '    "a.b": [Field("key", .matches("^[a-z]{1,4}\\\\u0000$")), Field("n", .nullable(.text(max: 3)), optional: true)],\n' +
        '    "c": [Field("b", .objects(min: 1, max: 3, unique: "id", fields: [Field("id", .oneOf(["x", "y"]))]))],\n' +
        '    "d": [Field("t", .text(min: 1, plain: true), requiredWhen: "v"), Field("v", .bool)], // why\n' +
        ']',
    );
    const kotlin = paramTable(
      'val PARAM_RULES: Map<String, List<Field>> = mapOf(\n' +
        '    "a.b" to listOf(Field("key", Matches("^[a-z]{1,4}\\\\u0000$")), Field("n", Nullable(Text(max = 3)), optional = true)),\n' +
        '    "c" to listOf(Field("b", Objects(min = 1, max = 3, unique = "id", fields = listOf(Field("id", OneOf("x", "y")))))),\n' +
        '    "d" to listOf(Field("t", Text(min = 1, plain = true), requiredWhen = "v"), Field("v", Bool)), // why\n' +
        ')',
    );
    expect(kotlin).toEqual(swift);
    expect(swift['a.b']?.[0]?.rule).toEqual({ kind: 'matches', pattern: '^[a-z]{1,4}\\u0000$' });
    expect(swift.d).toEqual([
      {
        name: 't',
        rule: { kind: 'text', min: 1, max: Infinity, plain: true },
        optional: false,
        requiredWhen: 'v',
      },
      { name: 'v', rule: { kind: 'bool' }, optional: false, requiredWhen: null },
    ]);
  });

  it.each(NATIVE)('fails, naming the method and the params, when %s misses a rule', (file) => {
    const source = readFileSync(join(repoRoot, file), 'utf8');
    // pay.open without its rule that trackId is not empty: the kit's `{"trackId": ""}` then passes.
    const loose = source.replace(
      /Field\("trackId", (\.text|Text)\(min ?[:=] ?1\)\)/,
      'Field("trackId", $1())',
    );
    expect(loose).not.toBe(source);
    const mismatches = paramMismatches(paramTable(loose), schemas, kitSamples);
    expect(mismatches).toContainEqual({
      method: 'pay.open',
      params: { trackId: '', paymentUrl: 'https://psp.example/p/kit-1' },
      kit: 'refuses',
    });
    expect(new Set(mismatches.map((mismatch) => mismatch.method))).toEqual(new Set(['pay.open']));
  });

  it('fails when a table has no entry for a method of the protocol', () => {
    expect(
      paramMismatches({}, { haptic: schemas.haptic as (value: unknown) => boolean }, kitSamples),
    ).toEqual([{ method: 'haptic', params: 'no entry in the table', kit: 'accepts' }]);
  });
});

describe('the native hosts send every event of the protocol', () => {
  it('every native example sends every event', () => {
    expect(missingEvents(repoRoot, EVENTS)).toEqual({});
  });

  it('fails, naming the example and the event, when the map has an event no native example sends', () => {
    const events = [...EVENTS, 'kit.extra'];
    expect(missingEvents(repoRoot, events)).toEqual({
      'examples/ios/DastarkhanBridge.swift': ['kit.extra'],
      'examples/android/DastarkhanBridge.kt': ['kit.extra'],
    });
  });
});
