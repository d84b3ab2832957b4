/** The GS1 check digit of an EAN-13/EAN-8 body (the digits without the check digit). */
export function eanCheckDigit(body: string): number {
  let sum = 0;
  // Weights alternate 3,1 from the rightmost body digit, for both EAN-8 and EAN-13.
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  return eanCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** A valid EAN-13 from a 3-digit GS1 prefix (487 Kazakhstan, 486 Georgia) and a serial number. */
export function makeEan13(prefix: string, serial: number): string {
  const body = `${prefix}${String(serial).padStart(12 - prefix.length, '0')}`;
  return `${body}${eanCheckDigit(body)}`;
}
