/**
 * The decoding worker: zxing runs here so that the camera preview never stutters. comlink fits this channel
 * because we own both ends and a dedicated worker hears only the page that started it.
 */
import { expose } from 'comlink';
import { createZxingDecoder, type Decoder, type Frame } from './decoder.ts';
import type { ScanTarget } from './scanner-types.ts';

let decoder: Decoder | null = null;

const scanWorkerApi = {
  /** Points zxing at the wasm file the page serves; called once before the first frame. */
  init(wasmUrl: string): void {
    decoder ??= createZxingDecoder({
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    });
  },
  decode(frame: Frame, formats: readonly ScanTarget[]) {
    if (!decoder) throw new Error('scan worker: init() was not called');
    return decoder.decode(frame, formats);
  },
};
export type ScanWorkerApi = typeof scanWorkerApi;

expose(scanWorkerApi);
