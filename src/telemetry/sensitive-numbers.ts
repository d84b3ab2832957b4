/** The Luhn check every payment card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * 13 to 19 digits passing Luhn. A leading zero is left alone: no card scheme issues numbers starting
 * with 0, while order numbers and zero-padded ids often do.
 */
export function isCardNumber(digits: string): boolean {
  return /^[1-9]\d{12,18}$/.test(digits) && passesLuhn(digits);
}

const WEIGHTS_FIRST = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const WEIGHTS_SECOND = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

function weightedSum(digits: number[], weights: number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11;
}

function daysInMonth(month: number, year: number | null): number {
  if (month === 2)
    return year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A Kazakh individual identification number: 12 digits, YYMMDD of birth, a digit for century and sex
 * (1-6; 0 where they are unknown), four serial digits and a checksum (weights 1..11 mod 11, and if that
 * gives 10, weights 3..11,1,2; a second 10 is never issued).
 */
export function isIin(digits: string): boolean {
  if (!/^\d{12}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const [y1 = 0, y2 = 0, m1 = 0, m2 = 0, dd1 = 0, dd2 = 0, centuryDigit = 0] = d;
  const month = m1 * 10 + m2;
  const day = dd1 * 10 + dd2;
  if (centuryDigit > 6 || month < 1 || month > 12) return false;
  const year = centuryDigit === 0 ? null : 1700 + Math.ceil(centuryDigit / 2) * 100 + y1 * 10 + y2;
  if (day < 1 || day > daysInMonth(month, year)) return false;
  let check = weightedSum(d, WEIGHTS_FIRST);
  if (check === 10) check = weightedSum(d, WEIGHTS_SECOND);
  return check !== 10 && check === d[11];
}
