/**
 * Where a hand-written answer (a test fixture) differs in shape from the sandbox's real answer to the same
 * call: a key one side has and the other lacks, or a value of another JSON type, recursively. Values are
 * not compared, only their shape. `null` on either side matches any type (nullable fields); array elements
 * are compared with the real element of the same JSON:API `type`, else with the real array's first one.
 * `omitted` names the keys (at any depth) a fixture leaves out on purpose because no screen reads them; any
 * other key the sandbox sends must be in the fixture, so a field the sandbox adds is a decision, not a gap.
 */
export function shapeDrift(
  fixture: unknown,
  real: unknown,
  omitted: ReadonlySet<string> = new Set(),
  path = '$',
): string[] {
  if (fixture === null || real === null) return [];
  const fixtureKind = kindOf(fixture);
  const realKind = kindOf(real);
  if (fixtureKind !== realKind) return [`${path}: the fixture has ${fixtureKind}, the sandbox ${realKind}`];
  if (Array.isArray(fixture) && Array.isArray(real)) {
    if (real.length === 0) return [];
    return fixture.flatMap((element, index) => {
      const counterpart = counterpartOf(element, real);
      return counterpart === undefined
        ? [`${path}[${index}]: the sandbox answers no ${typeOf(element)} here`]
        : shapeDrift(element, counterpart, omitted, `${path}[${index}]`);
    });
  }
  if (fixtureKind !== 'object') return [];
  const ours = fixture as Record<string, unknown>;
  const theirs = real as Record<string, unknown>;
  const drift: string[] = [];
  for (const key of Object.keys(ours)) {
    if (!(key in theirs)) drift.push(`${path}.${key}: not in the sandbox's answer`);
    else drift.push(...shapeDrift(ours[key], theirs[key], omitted, `${path}.${key}`));
  }
  for (const key of Object.keys(theirs))
    if (!(key in ours) && !omitted.has(key)) drift.push(`${path}.${key}: missing from the fixture`);
  return drift;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const typeOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
    ? String((value as { type: string }).type)
    : 'element';

function counterpartOf(element: unknown, real: readonly unknown[]): unknown {
  const type = typeOf(element);
  if (type === 'element') return real[0];
  return real.find((candidate) => typeOf(candidate) === type);
}
