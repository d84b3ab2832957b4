import { inflateSync } from 'node:zlib';

/**
 * The arithmetic of the accessibility journeys' own contrast check (a11y-support.ts, `measureUnjudged`): text
 * axe could not judge (over a photo or a gradient) is measured against the pixels Chromium rendered behind it.
 * Pure functions, unit-tested in contrast.test.ts.
 */

/** A colour as red, green, blue (0-255) and alpha (0-1). */
export type Rgba = readonly [number, number, number, number];

/** A decoded image: `width` x `height` pixels, four bytes (RGBA) each, row by row. */
export interface Bitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Decodes the PNG Chromium's Page.captureScreenshot returns: 8 bits a channel, RGB or RGBA, not interlaced
 * (anything else throws rather than read wrong pixels). node:zlib inflates; the row filters are undone here.
 */
export function decodePng(png: Uint8Array): Bitmap {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (!PNG_SIGNATURE.every((byte, i) => png[i] === byte)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0)
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
    } else if (type === 'IDAT') compressed.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const source = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = rows.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? (row[x - channels] ?? 0) : 0;
      const up = above[x] ?? 0;
      const upLeft = x >= channels ? (above[x - channels] ?? 0) : 0;
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? (left + up) >> 1
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : Number.NaN;
      if (Number.isNaN(predicted)) throw new Error(`PNG row ${y} has unknown filter ${filter}`);
      row[x] = ((source[x] ?? 0) + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    data.set(rows.subarray(i * 3, i * 3 + 3), i * 4);
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** A computed CSS colour (`rgb(…)` or `rgba(…)`, as getComputedStyle gives it) as Rgba. */
export function parseCssColour(css: string): Rgba {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
    css.trim(),
  );
  if (!match) throw new Error(`cannot read the colour ${css}`);
  const alpha =
    match[4] === undefined ? 1 : match[4].endsWith('%') ? parseFloat(match[4]) / 100 : Number(match[4]);
  return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

/** WCAG 2.1's relative luminance of an opaque sRGB colour. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.1's contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` painted with its alpha over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [
    top[0] * a + bottom[0] * (1 - a),
    top[1] * a + bottom[1] * (1 - a),
    top[2] * a + bottom[2] * (1 - a),
    1,
  ];
}

/** WCAG's large text: 18 pt (24 px) or more, or 14 pt (18.66 px) bold or more: 3:1 suffices for it. */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700) ? 3 : 4.5;
}

/** A box in the bitmap's pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Worst {
  ratio: number;
  text: Rgba;
  background: Rgba;
  x: number;
  y: number;
}

/**
 * The least contrast between the text colour and any pixel of `boxes` in `image`, the image taken with the
 * text itself hidden: every pixel there lies behind some glyph or beside it, so the worst one bounds what a
 * reader meets. A translucent text colour is painted over each pixel first, as the browser does.
 */
export function worstContrast(image: Bitmap, boxes: readonly Box[], text: Rgba): Worst | null {
  let worst: Worst | null = null;
  for (const box of boxes) {
    const left = Math.max(0, Math.floor(box.x));
    const top = Math.max(0, Math.floor(box.y));
    const right = Math.min(image.width, Math.ceil(box.x + box.width));
    const bottom = Math.min(image.height, Math.ceil(box.y + box.height));
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) {
        const at = (y * image.width + x) * 4;
        const background: Rgba = [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0, 1];
        const shown = over(text, background);
        const ratio = contrastRatio(shown, background);
        if (!worst || ratio < worst.ratio) worst = { ratio, text: shown, background, x, y };
      }
    }
  }
  return worst;
}

/** A colour as CSS writes it, rounded, for a failure message. */
export function cssOf([r, g, b]: Rgba): string {
  return `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
}
