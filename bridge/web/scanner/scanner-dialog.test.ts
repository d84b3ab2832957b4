import { within } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../create-bridge.ts';
import { BridgeAbortError } from '../../errors.ts';
import type { Language } from '../../protocol.ts';
import { barcodeFrame, emptyFrame, zxingWasm } from '../../testing/barcode-frames.ts';
import { waitFor } from '../../testing/wait-for.ts';
import type { Camera } from './camera.ts';
import { createZxingDecoder, type Decoder, type Frame } from './decoder.ts';
import { runScannerWith } from './scanner-dialog.ts';
import type { ScannerRequest, ScanTarget } from './scanner-types.ts';

let zxing: Decoder;

beforeAll(async () => {
  zxing = createZxingDecoder({ wasmBinary: await zxingWasm('reader/zxing_reader.wasm') });
});

afterEach(() => {
  document.body.replaceChildren();
});

/** A camera that shows `frames` one after another, then keeps showing the last. */
function pictureCamera(frames: Frame[]) {
  const stop = vi.fn();
  const camera: Camera = {
    start: async () => ({ grab: () => (frames.length > 1 ? frames.shift()! : frames[0]!), stop }),
  };
  return { camera, stop };
}

function deniedCamera(name = 'NotAllowedError'): Camera {
  return { start: () => Promise.reject(Object.assign(new Error('camera'), { name })) };
}

function request(formats: ScanTarget[], extra: Partial<ScannerRequest> = {}): ScannerRequest {
  return { window, formats, language: 'en', texts: {}, signal: new AbortController().signal, ...extra };
}

const screen = () => within(document.body);
const statusIs = (text: string) => screen().getByRole('status').textContent === text;

describe('the plain-web scanner through the bridge', () => {
  async function webBridge(camera: Camera, language: Language = 'en') {
    return createBridge({
      window,
      runtime: 'web',
      web: {
        language: () => language,
        loadScanner: async () => ({ runScanner: (scan) => runScannerWith(scan, camera, zxing) }),
      },
    });
  }

  it('decodes a real EAN-13 from the camera with zxing-wasm, offline', async () => {
    const { camera, stop } = pictureCamera([emptyFrame(), await barcodeFrame('4870204391510', 'EAN13')]);
    const bridge = await webBridge(camera);
    await expect(bridge.call('scan.barcode', { formats: ['ean_13', 'ean_8'] })).resolves.toEqual({
      status: 'success',
      text: '4870204391510',
      format: 'ean_13',
    });
    expect(stop).toHaveBeenCalled();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('decodes a real QR code from the camera with zxing-wasm, offline', async () => {
    const { camera } = pictureCamera([
      await barcodeFrame('https://dastarkhan.kz/filials/7?table_id=12', 'QRCode'),
    ]);
    const bridge = await webBridge(camera);
    await expect(bridge.call('scan.qr')).resolves.toEqual({
      status: 'success',
      text: 'https://dastarkhan.kz/filials/7?table_id=12',
      format: 'qr_code',
    });
  });

  it('closes the scanner and releases the camera when the caller aborts', async () => {
    const { camera, stop } = pictureCamera([emptyFrame()]);
    const bridge = await webBridge(camera);
    const controller = new AbortController();
    const scan = bridge.call('scan.qr', {}, { signal: controller.signal });
    await waitFor(() => screen().getByRole('dialog'));
    await waitFor(() => statusIs('Point the camera at the code'));
    controller.abort();
    await expect(scan).rejects.toBeInstanceOf(BridgeAbortError);
    await waitFor(() => document.querySelector('dialog') === null);
    expect(stop).toHaveBeenCalled();
  });
});

describe('scanner dialog', () => {
  it('is a labelled modal dialog with a status line, a Cancel button and a labelled manual field', async () => {
    const { camera } = pictureCamera([emptyFrame()]);
    const scan = runScannerWith(request(['ean_13']), camera, zxing);
    const dialog = screen().getByRole('dialog', { name: 'Scan the barcode' });
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('status').id);
    const field = within(dialog).getByLabelText('Enter the code manually') as HTMLInputElement;
    expect(field.inputMode).toBe('numeric');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await expect(scan).resolves.toEqual({ status: 'dismissed' });
  });

  it('says so when the camera is denied, moves focus to the manual field, and takes a typed code', async () => {
    const scan = runScannerWith(request(['ean_13', 'code_128']), deniedCamera(), zxing);
    await waitFor(() =>
      statusIs('Camera access is denied. Allow it in the settings, or enter the code manually.'),
    );
    const field = screen().getByLabelText('Enter the code manually') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.inputMode).not.toBe('numeric');
    field.value = '  4870204391510 ';
    screen().getByRole('button', { name: 'Done' }).click();
    await expect(scan).resolves.toEqual({ status: 'success', text: '4870204391510', format: 'manual' });
  });

  it('ignores an empty manual entry', async () => {
    const scan = runScannerWith(request(['qr_code']), deniedCamera('NotFoundError'), zxing);
    await waitFor(() => statusIs('No camera found. Enter the code manually.'));
    screen().getByRole('button', { name: 'Done' }).click();
    expect(screen().getByRole('dialog')).toBeTruthy();
    screen().getByRole('button', { name: 'Cancel' }).click();
    await expect(scan).resolves.toEqual({ status: 'dismissed' });
  });

  it('treats Escape like Cancel and stops the camera', async () => {
    const { camera, stop } = pictureCamera([emptyFrame()]);
    const scan = runScannerWith(request(['qr_code']), camera, zxing);
    await waitFor(() => statusIs('Point the camera at the code'));
    screen()
      .getByRole('dialog')
      .dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(scan).resolves.toEqual({ status: 'dismissed' });
    expect(stop).toHaveBeenCalled();
  });

  it('falls back to typing when the decoder fails', async () => {
    const { camera, stop } = pictureCamera([emptyFrame()]);
    const broken: Decoder = { decode: () => Promise.reject(new Error('wasm did not load')) };
    const scan = runScannerWith(request(['qr_code']), camera, broken);
    await waitFor(() => statusIs('The scanner could not start. Enter the code manually.'));
    expect(stop).toHaveBeenCalled();
    screen().getByRole('button', { name: 'Cancel' }).click();
    await expect(scan).resolves.toEqual({ status: 'dismissed' });
  });

  it('takes its texts from the kk and ka tables, with the caller texts over them', async () => {
    const { camera } = pictureCamera([emptyFrame()]);
    const kk = runScannerWith(request(['qr_code'], { language: 'kk' }), camera, zxing);
    expect(screen().getByRole('dialog', { name: 'QR кодты сканерлеңіз' })).toBeTruthy();
    screen().getByRole('button', { name: 'Бас тарту' }).click();
    await kk;
    const ka = runScannerWith(
      request(['qr_code'], { language: 'ka', texts: { cancel: 'Close' } }),
      camera,
      zxing,
    );
    expect(screen().getByRole('dialog', { name: 'დაასკანერეთ QR კოდი' })).toBeTruthy();
    screen().getByRole('button', { name: 'Close' }).click();
    await expect(ka).resolves.toEqual({ status: 'dismissed' });
  });

  it('does not open at all for an already aborted request, and gives back focus when it closes', async () => {
    const { camera } = pictureCamera([emptyFrame()]);
    await expect(
      runScannerWith(request(['qr_code'], { signal: AbortSignal.abort() }), camera, zxing),
    ).resolves.toEqual({
      status: 'dismissed',
    });
    expect(document.querySelector('dialog')).toBeNull();

    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const scan = runScannerWith(request(['qr_code']), camera, zxing);
    screen().getByRole('button', { name: 'Cancel' }).click();
    await scan;
    expect(document.activeElement).toBe(opener);
  });
});
