import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient } from './client.ts';
import type { Page, Resource } from './json-api.ts';
import { toPage } from './json-api.ts';

declare const client: ApiClient;

describe('ApiClient types', () => {
  it('leaves an unchecked result unknown', () => {
    expectTypeOf(client.get('x')).toEqualTypeOf<Promise<unknown>>();
    expectTypeOf(client.post('x', { a: 1 })).toEqualTypeOf<Promise<unknown>>();
  });

  it('types the result by the parser given', () => {
    expectTypeOf(client.get('x', { parse: (body) => String(body) })).toEqualTypeOf<Promise<string>>();
    expectTypeOf(client.put('x', {}, { parse: () => 1 })).toEqualTypeOf<Promise<number>>();
    expectTypeOf(client.get('x', { parse: (body) => toPage(body) })).toEqualTypeOf<Promise<Page<Resource>>>();
  });

  it('refuses options it does not know', () => {
    // @ts-expect-error: `retry` is ofetch's and is not passed through.
    client.get('x', { retry: 3 });
  });
});
