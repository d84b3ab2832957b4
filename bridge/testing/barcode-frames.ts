/**
 * Real barcode pictures for tests, made by zxing-wasm's writer in Node with the wasm from node_modules: no
 * network, no fixtures to go stale.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, type WriteInputBarcodeFormat, writeBarcode } from 'zxing-wasm/writer';
import type { Frame } from '../web/scanner/decoder.ts';

const require = createRequire(import.meta.url);

/** The bytes of one of zxing-wasm's wasm files (`reader/zxing_reader.wasm` or `writer/zxing_writer.wasm`). */
export async function zxingWasm(
  file: 'reader/zxing_reader.wasm' | 'writer/zxing_writer.wasm',
): Promise<ArrayBuffer> {
  const bytes = await readFile(require.resolve(`zxing-wasm/${file}`));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

let writerReady: Promise<unknown> | null = null;

/**
 * A camera-sized RGBA frame (default 640x480) showing one symbol of `text`, drawn at a whole number of pixels
 * per module on white, the way a phone held at a sensible distance would see it.
 */
export async function barcodeFrame(
  text: string,
  format: WriteInputBarcodeFormat,
  { width = 640, height = 480 } = {},
): Promise<Frame> {
  writerReady ??= zxingWasm('writer/zxing_writer.wasm').then((wasmBinary) =>
    prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true }),
  );
  await writerReady;
  const { symbol, error } = await writeBarcode(text, { format });
  if (error || !symbol) throw new Error(`zxing could not write ${format} "${text}": ${error}`);
  const scale = Math.max(
    1,
    Math.floor(Math.min((width * 0.8) / symbol.width, (height * 0.8) / symbol.height)),
  );
  const left = Math.floor((width - symbol.width * scale) / 2);
  const top = Math.floor((height - symbol.height * scale) / 2);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < symbol.height * scale; y++) {
    for (let x = 0; x < symbol.width * scale; x++) {
      const shade = symbol.data[Math.floor(y / scale) * symbol.width + Math.floor(x / scale)]!;
      const at = ((top + y) * width + left + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = shade;
    }
  }
  return { width, height, data };
}

/** A frame with nothing on it but a grey wall. */
export function emptyFrame(width = 640, height = 480): Frame {
  return { width, height, data: new Uint8ClampedArray(width * height * 4).fill(180) };
}
