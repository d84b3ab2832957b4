import type { ScanResult } from '../../protocol.ts';
import type { Camera, FrameSource } from './camera.ts';
import type { Decoder } from './decoder.ts';
import type { ScannerRequest } from './scanner-types.ts';
import { SCANNER_TEXTS } from './texts.ts';

// Between two decodes: the worker needs a few ms per frame, the user does not notice 50 ms.
const FRAME_GAP_MS = 50;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
  style: Partial<CSSStyleDeclaration> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  Object.assign(node.style, style);
  node.append(...children);
  return node;
}

/**
 * The plain-browser scanner: a labelled modal dialog with the camera picture, a live status line, a Cancel
 * button and a labelled manual-entry field, so that a denied or missing camera never leaves the user stuck.
 * Resolves with the first decoded code, the typed code (`format: 'manual'`), or dismissed.
 */
export function runScannerWith(
  request: ScannerRequest,
  camera: Camera,
  decoder: Decoder,
): Promise<ScanResult> {
  const { window: win, formats, signal } = request;
  const doc = win.document;
  const texts = { ...(SCANNER_TEXTS[request.language] ?? SCANNER_TEXTS.kk), ...request.texts };
  const uid = `dastarkhan-scan-${Math.random().toString(36).slice(2, 8)}`;
  const digitsOnly = formats.every((format) => /^(ean|upc|itf)/.test(format));
  const returnFocus = doc.activeElement as HTMLElement | null;

  const title = element(
    doc,
    'h2',
    { id: `${uid}-title`, textContent: formats.includes('qr_code') ? texts.qrTitle : texts.barcodeTitle },
    { margin: '0', fontSize: '1.25rem' },
  );
  const video = element(
    doc,
    'video',
    {},
    { width: '100%', maxHeight: '50vh', background: '#000', borderRadius: '8px' },
  );
  video.setAttribute('aria-hidden', 'true');
  const status = element(doc, 'p', { id: `${uid}-status`, textContent: texts.starting }, { margin: '0' });
  status.setAttribute('role', 'status');
  const input = element(
    doc,
    'input',
    { id: `${uid}-code`, name: 'code', type: 'text', autocomplete: 'off', required: true },
    { font: 'inherit', padding: '8px', flex: '1' },
  );
  if (digitsOnly) input.inputMode = 'numeric';
  const label = element(
    doc,
    'label',
    { htmlFor: input.id, textContent: texts.manualLabel },
    { width: '100%' },
  );
  const submit = element(
    doc,
    'button',
    { type: 'submit', textContent: texts.manualSubmit },
    { font: 'inherit', padding: '8px 16px' },
  );
  const form = element(
    doc,
    'form',
    {},
    { display: 'flex', flexWrap: 'wrap', gap: '8px' },
    label,
    input,
    submit,
  );
  const cancel = element(
    doc,
    'button',
    { type: 'button', textContent: texts.cancel },
    { font: 'inherit', padding: '12px' },
  );
  const dialog = element(
    doc,
    'dialog',
    {},
    {
      display: 'flex',
      flexDirection: 'column',
      gap: '12px',
      width: 'min(92vw, 480px)',
      padding: '16px',
      border: 'none',
      borderRadius: '12px',
      font: '16px system-ui, sans-serif',
    },
    title,
    video,
    status,
    form,
    cancel,
  );
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.setAttribute('aria-describedby', status.id);
  dialog.className = 'dastarkhan-scanner';

  return new Promise((resolve) => {
    let done = false;
    let source: FrameSource | null = null;

    const finish = (result: ScanResult) => {
      if (done) return;
      done = true;
      source?.stop();
      signal.removeEventListener('abort', dismiss);
      if (dialog.open) dialog.close();
      dialog.remove();
      returnFocus?.focus?.();
      resolve(result);
    };
    const dismiss = () => finish({ status: 'dismissed' });
    const fallBackToTyping = (message: string) => {
      status.textContent = message;
      input.focus();
    };

    async function scanFrames(frames: FrameSource) {
      while (!done) {
        const frame = frames.grab();
        const found = frame && (await decoder.decode(frame, formats));
        if (found) return finish({ status: 'success', ...found });
        await new Promise((next) => win.setTimeout(next, FRAME_GAP_MS));
      }
    }

    cancel.addEventListener('click', dismiss);
    // Escape closes a modal dialog: that is a dismissal like Cancel, and it must also stop the camera.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      dismiss();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (text) finish({ status: 'success', text, format: 'manual' });
    });
    signal.addEventListener('abort', dismiss);
    if (signal.aborted) return dismiss();

    doc.body.append(dialog);
    dialog.showModal();
    cancel.focus();
    camera.start(video).then(
      (frames) => {
        if (done) return frames.stop();
        source = frames;
        status.textContent = texts.hint;
        scanFrames(frames).catch(() => {
          if (done) return;
          frames.stop();
          fallBackToTyping(texts.scannerFailed);
        });
      },
      (error: Error) =>
        done ||
        fallBackToTyping(
          error.name === 'NotAllowedError' || error.name === 'SecurityError'
            ? texts.cameraDenied
            : texts.cameraMissing,
        ),
    );
  });
}
