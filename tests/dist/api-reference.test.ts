// The API reference (docs/api-reference/, made by scripts/api-reference.ts from dist/types): every public
// export of every entry has a doc comment, and the committed reference matches what the package declares.
import { describe, expect, it } from 'vitest';
import { apiReferenceProblems, packageEntries } from '../../scripts/api-reference.ts';

describe('the API reference', () => {
  it.each(packageEntries().map((entry) => [entry.name, entry] as const))(
    '%s: every export documented, the reference up to date',
    (_name, entry) => {
      expect(apiReferenceProblems(entry, { check: true })).toEqual([]);
    },
  );
});
