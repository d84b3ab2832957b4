import { describe, expect, it } from 'vitest';
import { shapeDrift } from './shape-drift.ts';

describe('shapeDrift', () => {
  const real = {
    data: [
      { type: 'products', id: '1', attributes: { name: 'Tea', price: 500, image_url: 'x', tags: ['a'] } },
    ],
    meta: { page: 1 },
  };

  it('accepts the same keys and types, nulls for nullable values and keys left out on purpose', () => {
    const fixture = {
      data: [
        { type: 'products', id: '9', attributes: { name: 'Cake', price: 900, image_url: null, tags: [] } },
      ],
    };
    expect(shapeDrift(fixture, real, new Set(['meta']))).toEqual([]);
  });

  it('names an invented key, a missing key, another type and an element type the sandbox does not send', () => {
    const fixture = {
      data: [
        { type: 'products', id: 9, attributes: { title: 'Cake', price: '900', image_url: null, tags: [1] } },
        { type: 'promos', id: '2' },
      ],
    };
    expect(shapeDrift(fixture, real)).toEqual([
      '$.data[0].id: the fixture has number, the sandbox string',
      "$.data[0].attributes.title: not in the sandbox's answer",
      '$.data[0].attributes.price: the fixture has string, the sandbox number',
      '$.data[0].attributes.tags[0]: the fixture has number, the sandbox string',
      '$.data[0].attributes.name: missing from the fixture',
      '$.data[1]: the sandbox answers no promos here',
      '$.meta: missing from the fixture',
    ]);
  });
});
