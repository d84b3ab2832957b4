/**
 * The lazily loaded scanner as browsers run it: the device camera, and zxing in a module worker with the wasm
 * file we serve. Both asset imports follow the build's conventions (bridge/assets.d.ts), which is why tests
 * use scanner-dialog.ts with their own camera and decoder instead of this file.
 */
import { transfer, wrap } from 'comlink';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';
import type { ScanResult } from '../../protocol.ts';
import { deviceCamera } from './camera.ts';
import { runScannerWith } from './scanner-dialog.ts';
import type { ScannerRequest } from './scanner-types.ts';
import type { ScanWorkerApi } from './scan-worker.ts';
import workerUrl from './scan-worker.ts?worker-url';

export async function runScanner(request: ScannerRequest): Promise<ScanResult> {
  const worker = new Worker(workerUrl, { type: 'module' });
  const api = wrap<ScanWorkerApi>(worker);
  try {
    await api.init(new URL(wasmUrl, request.window.location.href).href);
    return await runScannerWith(request, deviceCamera, {
      decode: (frame, formats) => api.decode(transfer(frame, [frame.data.buffer]), formats),
    });
  } finally {
    worker.terminate();
  }
}
