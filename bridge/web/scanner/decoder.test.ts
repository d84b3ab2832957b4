import { beforeAll, describe, expect, it } from 'vitest';
import { barcodeFrame, emptyFrame, zxingWasm } from '../../testing/barcode-frames.ts';
import { createZxingDecoder, type Decoder } from './decoder.ts';

let decoder: Decoder;

beforeAll(async () => {
  // In-process and offline: the wasm comes from node_modules as bytes, never from a CDN.
  decoder = createZxingDecoder({ wasmBinary: await zxingWasm('reader/zxing_reader.wasm') });
});

describe('zxing decoder', () => {
  it('reads a real EAN-13 from a 640x480 frame', async () => {
    const frame = await barcodeFrame('4006381333931', 'EAN13');
    await expect(decoder.decode(frame, ['ean_13'])).resolves.toEqual({
      text: '4006381333931',
      format: 'ean_13',
    });
  });

  it('reads a real QR code from a 640x480 frame', async () => {
    const frame = await barcodeFrame('https://dastarkhan.kz/filials/12?table_id=3', 'QRCode');
    await expect(decoder.decode(frame, ['qr_code'])).resolves.toEqual({
      text: 'https://dastarkhan.kz/filials/12?table_id=3',
      format: 'qr_code',
    });
  });

  it.each([
    ['ean_8', 'EAN8', '96385074', '96385074'],
    ['code_128', 'Code128', 'DSTK-42', 'DSTK-42'],
    ['code_39', 'Code39', 'ABC-123', 'ABC-123'],
    ['code_93', 'Code93', 'ABC123', 'ABC123'],
    ['itf', 'ITF', '12345678901231', '12345678901231'],
    ['upc_a', 'UPCA', '036000291452', '0036000291452'],
    ['upc_e', 'UPCE', '01234565', '0012345000065'],
  ] as const)('reads %s', async (ours, theirs, text, read) => {
    const frame = await barcodeFrame(text, theirs);
    await expect(decoder.decode(frame, [ours])).resolves.toEqual({ text: read, format: ours });
  });

  it('reads any format of the contract when asked for all, reporting a UPC-A as the EAN-13 it also is', async () => {
    const all = ['ean_13', 'ean_8', 'code_128', 'code_39', 'code_93', 'itf', 'upc_a', 'upc_e'] as const;
    await expect(decoder.decode(await barcodeFrame('DSTK-42', 'Code128'), all)).resolves.toEqual({
      text: 'DSTK-42',
      format: 'code_128',
    });
    await expect(decoder.decode(await barcodeFrame('036000291452', 'UPCA'), all)).resolves.toEqual({
      text: '0036000291452',
      format: 'ean_13',
    });
  });

  it('looks only for the formats asked for', async () => {
    const frame = await barcodeFrame('https://dastarkhan.kz', 'QRCode');
    await expect(decoder.decode(frame, ['ean_13', 'ean_8'])).resolves.toBeNull();
  });

  it('finds nothing on an empty frame', async () => {
    await expect(decoder.decode(emptyFrame(), ['qr_code', 'ean_13'])).resolves.toBeNull();
  });
});
