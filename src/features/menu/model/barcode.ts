/** docs/contract/constants.md#form-limits: a barcode has 8 or 13 digits. */
const BARCODE_LENGTHS: readonly number[] = [8, 13];

export type BarcodeCheck = { ok: true; code: string } | { ok: false };

/**
 * docs/contract/validation.md#barcodes: 8 or 13 digits, otherwise 'type correctly'. Spaces a person types between groups of digits (and
 * around them) are ignored; anything else that is not a digit makes the code wrong.
 */
export function checkBarcode(input: string): BarcodeCheck {
  const code = input.replace(/\s+/g, '');
  return /^\d+$/.test(code) && BARCODE_LENGTHS.includes(code.length) ? { ok: true, code } : { ok: false };
}
