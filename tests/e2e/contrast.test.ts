import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  type Bitmap,
  contrastRatio,
  cssOf,
  decodePng,
  over,
  parseCssColour,
  requiredRatio,
  worstContrast,
} from './contrast.ts';

/** A PNG of `pixels` (rows of RGBA), each row written with the given filter, as an encoder may choose. */
function encodePng(pixels: number[][][], filters: number[], channels: 3 | 4 = 4): Uint8Array {
  const height = pixels.length;
  const width = pixels[0]?.length ?? 0;
  const stride = width * channels;
  const raw: number[] = [];
  let above = new Array<number>(stride).fill(0);
  pixels.forEach((row, y) => {
    const bytes = row.flatMap((pixel) => pixel.slice(0, channels));
    const filter = filters[y % filters.length] ?? 0;
    raw.push(filter);
    bytes.forEach((byte, x) => {
      const left = x >= channels ? (bytes[x - channels] ?? 0) : 0;
      const up = above[x] ?? 0;
      const upLeft = x >= channels ? (above[x - channels] ?? 0) : 0;
      const estimate = left + up - upLeft;
      const paeth =
        Math.abs(estimate - left) <= Math.abs(estimate - up) &&
        Math.abs(estimate - left) <= Math.abs(estimate - upLeft)
          ? left
          : Math.abs(estimate - up) <= Math.abs(estimate - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter] ?? 0;
      raw.push((byte - predicted) & 0xff);
    });
    above = bytes;
  });
  const chunk = (type: string, body: Uint8Array) => {
    const out = Buffer.alloc(12 + body.length);
    out.writeUInt32BE(body.length, 0);
    out.write(type, 4, 'latin1');
    Buffer.from(body).copy(out, 8);
    // The decoder does not check CRCs: a zero one keeps this encoder small.
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(raw))),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A 5 x 4 picture whose every byte differs from its neighbours, so that a wrong filter shows. */
const PICTURE = Array.from({ length: 4 }, (_, y) =>
  Array.from({ length: 5 }, (_, x) => [
    (x * 53 + y * 17) % 256,
    (x * 7 + y * 91) % 256,
    (200 - x * y * 9) & 0xff,
    255 - x,
  ]),
);

describe('decodePng', () => {
  it.each([
    ['none', [0]],
    ['sub', [1]],
    ['up', [2]],
    ['average', [3]],
    ['Paeth', [4]],
    ['mixed', [4, 0, 3, 1]],
  ])('reads the pixels back from rows written with the %s filter', (_, filters) => {
    const image = decodePng(encodePng(PICTURE, filters));
    expect(image.width).toBe(5);
    expect(image.height).toBe(4);
    expect([...image.data]).toEqual(PICTURE.flat(2));
  });

  it('reads RGB as opaque RGBA', () => {
    const image = decodePng(encodePng(PICTURE, [4, 2], 3));
    expect([...image.data]).toEqual(PICTURE.flat().flatMap(([r, g, b]) => [r, g, b, 255]));
  });

  it('refuses what is not a PNG', () => {
    expect(() => decodePng(new Uint8Array(16))).toThrow('not a PNG');
  });
});

describe('contrast maths', () => {
  it('gives WCAG’s ratios: 21 for black on white, 1 for a colour on itself, 4.48 for #777 on white', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([119, 119, 119, 1], [119, 119, 119, 1])).toBe(1);
    expect(contrastRatio([119, 119, 119, 1], [255, 255, 255, 1])).toBeCloseTo(4.48, 2);
    expect(contrastRatio([255, 255, 255, 1], [118, 118, 118, 1])).toBeCloseTo(4.54, 2);
  });

  it('reads computed colours, with and without alpha', () => {
    expect(parseCssColour('rgb(12, 34, 56)')).toEqual([12, 34, 56, 1]);
    expect(parseCssColour('rgba(255, 255, 255, 0.72)')).toEqual([255, 255, 255, 0.72]);
    expect(parseCssColour('rgb(0 0 0 / 50%)')).toEqual([0, 0, 0, 0.5]);
    expect(() => parseCssColour('color(srgb 1 0 0)')).toThrow('cannot read the colour');
  });

  it('paints a translucent colour over its background', () => {
    expect(over([255, 255, 255, 0.5], [0, 0, 0, 1])).toEqual([127.5, 127.5, 127.5, 1]);
    expect(cssOf(over([255, 255, 255, 0.5], [0, 0, 0, 1]))).toBe('rgb(128, 128, 128)');
  });

  it('asks 3:1 of large text (24 px, or 18.66 px bold) and 4.5:1 of the rest', () => {
    expect(requiredRatio(24, 400)).toBe(3);
    expect(requiredRatio(18.66, 700)).toBe(3);
    expect(requiredRatio(18.66, 600)).toBe(4.5);
    expect(requiredRatio(18, 700)).toBe(4.5);
    expect(requiredRatio(16, 400)).toBe(4.5);
  });
});

describe('worstContrast', () => {
  /** 4 x 2: a dark row over a light one (a photo's dark top, bright bottom). */
  const image: Bitmap = {
    width: 4,
    height: 2,
    data: new Uint8Array([
      ...[20, 20, 20, 255, 20, 20, 20, 255, 20, 20, 20, 255, 20, 20, 20, 255],
      ...[230, 230, 230, 255, 230, 230, 230, 255, 200, 200, 200, 255, 20, 20, 20, 255],
    ]),
  };

  it('finds the pixel in the box where the text reads worst, and where it is', () => {
    const worst = worstContrast(image, [{ x: 0, y: 0, width: 4, height: 2 }], [255, 255, 255, 1]);
    expect(worst).toMatchObject({ x: 0, y: 1, background: [230, 230, 230, 1] });
    expect(worst?.ratio).toBeCloseTo(1.25, 2);
  });

  it('looks only inside the boxes, clipped to the image', () => {
    const worst = worstContrast(
      image,
      [
        { x: 0, y: 0, width: 4, height: 1 },
        { x: 3, y: 1, width: 9, height: 9 },
      ],
      [255, 255, 255, 1],
    );
    expect(worst?.background).toEqual([20, 20, 20, 1]);
    expect(worst?.ratio).toBeGreaterThan(15);
    expect(worstContrast(image, [{ x: 10, y: 10, width: 2, height: 2 }], [255, 255, 255, 1])).toBeNull();
  });

  it('paints a translucent text colour over each pixel before comparing', () => {
    const worst = worstContrast(image, [{ x: 0, y: 0, width: 1, height: 1 }], [255, 255, 255, 0.5]);
    expect(worst?.text).toEqual([137.5, 137.5, 137.5, 1]);
    expect(worst?.ratio).toBeCloseTo(contrastRatio([137.5, 137.5, 137.5, 1], [20, 20, 20, 1]), 10);
  });
});
