import { describe, expect, it } from 'vitest';
import { eanCheckDigit, isValidEan, makeEan13 } from './barcode.ts';
import { distanceMetres, offset, pointAlong, pointInPolygon } from './geometry.ts';

describe('EAN barcodes', () => {
  it('computes GS1 check digits', () => {
    expect(eanCheckDigit('400638133393')).toBe(1); // 4006381333931, a well-known EAN-13
    expect(isValidEan('4006381333931')).toBe(true);
    expect(isValidEan('4006381333932')).toBe(false);
    expect(isValidEan('96385074')).toBe(true); // a valid EAN-8
    expect(isValidEan('123')).toBe(false);
    expect(isValidEan(makeEan13('487', 10001))).toBe(true);
  });
});

describe('geometry', () => {
  const almaty = { latitude: 43.2389, longitude: 76.8897 };
  it('measures great-circle distance', () => {
    const astana = { latitude: 51.1282, longitude: 71.4307 };
    expect(distanceMetres(almaty, astana) / 1000).toBeCloseTo(971, -1);
  });

  it('offsets, tests polygons and walks a path', () => {
    const east = offset(almaty, 1000, 90);
    expect(distanceMetres(almaty, east)).toBeCloseTo(1000, -1);
    const square: [number, number][] = [
      [43.2, 76.8],
      [43.3, 76.8],
      [43.3, 76.9],
      [43.2, 76.9],
    ];
    expect(pointInPolygon({ latitude: 43.25, longitude: 76.85 }, square)).toBe(true);
    expect(pointInPolygon({ latitude: 43.35, longitude: 76.85 }, square)).toBe(false);
    const middle = pointAlong([almaty, east], 0.5);
    expect(distanceMetres(almaty, middle)).toBeCloseTo(500, -1);
    expect(pointAlong([almaty, east], 2)).toEqual(east);
  });
});
