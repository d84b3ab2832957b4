import type { BarcodeFormat, Language, ScanResult } from '../../protocol.ts';

export type ScanTarget = BarcodeFormat | 'qr_code';

/** The texts of the plain-web barcode scanner's screen, in the app's language. */
export interface ScannerTexts {
  qrTitle: string;
  barcodeTitle: string;
  hint: string;
  cancel: string;
  manualLabel: string;
  manualSubmit: string;
  starting: string;
  cameraDenied: string;
  cameraMissing: string;
  scannerFailed: string;
}

export interface ScannerRequest {
  window: Window;
  formats: readonly ScanTarget[];
  language: Language;
  /** The caller's texts win over the built-in table. */
  texts: Partial<ScannerTexts>;
  signal: AbortSignal;
}

/** The lazily loaded part of the polyfill. */
export interface ScannerModule {
  runScanner(request: ScannerRequest): Promise<ScanResult>;
}
