import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL } from '../protocol.ts';
import { fakeWindow, settle } from '../testing/fake-windows.ts';
import type { ScannerModule } from '../web/scanner/scanner-types.ts';
import { webTransport } from './web.ts';

/** A scanner that closes its dialog when the call is cancelled, as the real one does: with a dismissal. */
const closingScanner = async (): Promise<ScannerModule> =>
  ({
    runScanner: ({ signal }: { signal: AbortSignal }) =>
      new Promise((resolve) => signal.addEventListener('abort', () => resolve({ status: 'dismissed' }))),
  }) as unknown as ScannerModule;

describe('plain-web polyfill: cancel', () => {
  it('closes the screen of a cancelled call and does not answer it, as docs/protocol.md asks of hosts', async () => {
    const transport = webTransport(fakeWindow({ url: 'https://app.dastarkhan.kz/' }), {
      loadScanner: closingScanner,
    });
    const receive = vi.fn(() => true);
    transport.open(receive);
    const envelope = { protocol: PROTOCOL, version: 1 } as const;
    transport.send({ ...envelope, kind: 'request', id: 'scan-1', method: 'scan.qr', params: {} });
    await settle();
    transport.send({ ...envelope, kind: 'cancel', id: 'scan-1' });
    await settle();
    expect(receive).not.toHaveBeenCalled();
    transport.close();
  });
});
