/** What a removed value is replaced with: the reader sees that something was there. */
export const FILTERED = '[Filtered]';

/** Field, header and parameter names (lowercase, without '-' and '_') whose values are credentials. */
const SENSITIVE_NAMES = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'cookies',
  'setcookie',
  'password',
  'passwd',
  'pwd',
  'secret',
  'apikey',
  'xapikey',
  'trackid',
  'sessionid',
  'signature',
  'sig',
  'iin',
  'cardnumber',
  'pan',
  'cvv',
  'cvc',
]);

/**
 * Names whose values are personal data of the guest (docs/contract/entities.md#profile profile fields and contacts). Redacted like
 * credentials: a report needs to know the field was there, never whose it was.
 */
const PERSONAL_NAMES = new Set([
  'phone',
  'phonenumber',
  'mobile',
  'msisdn',
  'tel',
  'email',
  'mail',
  'surname',
  'lastname',
  'firstname',
  'middlename',
  'fullname',
  'patronymic',
  'bday',
  'birthday',
  'birthdate',
  'dateofbirth',
  'dob',
  'address',
  'street',
  'apartment',
]);

/**
 * Query parameters that are personal only in a URL. `name` is the guest's name in `?name=` but a type or
 * product name as an object key (and Sentry's own `sdk.name`, `browser.name`), so objects keep theirs;
 * `code` is the OAuth code in a callback URL.
 */
const PERSONAL_QUERY_NAMES = new Set(['name', 'code']);

function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * True for credentials (`Authorization`, `access_token`, `refreshToken`, `track_id`, `X-Api-Key`) and
 * personal fields (`phone`, `email`, `surname`, `bday`, `address`).
 */
export function isSensitiveName(name: string): boolean {
  const normal = normaliseName(name);
  return SENSITIVE_NAMES.has(normal) || PERSONAL_NAMES.has(normal) || /(token|secret|password)$/.test(normal);
}

function isSensitiveQueryName(name: string, value: string): boolean {
  return isSensitiveName(name) || (PERSONAL_QUERY_NAMES.has(normaliseName(name)) && value !== '');
}

/**
 * `code` carries the OAuth authorization code in the login callback's query and in the token request,
 * but an object's `code` is far more often an error code ('ERR_CANCELED', 401): those stay readable.
 */
function isSecretCode(name: string, value: unknown): boolean {
  return (
    normaliseName(name) === 'code' && typeof value === 'string' && !/^([A-Z][A-Z0-9_]*|\d+)$/.test(value)
  );
}

const AUTH_SCHEME = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{6,}/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const HEADER_LINE = /\b(authorization|cookie|set-cookie|x-api-key)(["']?\s*:\s*["']?)[^\r\n"']+/gi;
const JSON_PAIR = /"([^"\\]{1,64})"(\s*:\s*)"((?:[^"\\]|\\.)*)"/g;
const QUERY_PAIR = /([?&;])([^=&#\s"'<>]{1,64})=([^&#\s"'<>]*)/g;
/** 13 to 19 digits, optionally grouped by single spaces or dashes, not inside a longer digit run. */
const CARD_CANDIDATE = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;
const TWELVE_DIGITS = /(?<!\d)\d{12}(?!\d)/g;

/** Up to two separators inside a phone number: space, dot, dash, bracket, or a URL's encoded space. */
const PHONE_SEPARATOR = String.raw`(?:[\s.()-]|%20|\+){0,2}`;
/** A leading plus, also URL-encoded. */
const PLUS = String.raw`(?:\+|%2B)`;
/** Kazakh mobile numbers: +7 7xx xxx xx xx, also written 8 7xx… or 77xx… without the plus. */
const KAZAKH_PHONE = String.raw`(?:${PLUS}\s?7|[78])${PHONE_SEPARATOR}7(?:${PHONE_SEPARATOR}\d){9}`;
/** Georgian mobile numbers: +995 5xx xxx xxx, also 00995… or 995… */
const GEORGIAN_PHONE = String.raw`(?:${PLUS}\s?|00)?995${PHONE_SEPARATOR}5(?:${PHONE_SEPARATOR}\d){8}`;
/** Not inside a longer word or digit run, so ids and timestamps that merely contain such digits stay. */
const PHONE = new RegExp(String.raw`(?<![\w%+])(?:${KAZAKH_PHONE}|${GEORGIAN_PHONE})(?!\d)`, 'gi');

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Removes credentials and personal data from free text: auth headers and schemes, JWTs, sensitive and
 * personal query parameters and JSON fields (an ofetch error message and Sentry's `request.url` carry the
 * full URL with its query), Kazakh and Georgian mobile numbers wherever they stand, card numbers (13-19
 * digits passing Luhn, also grouped) and Kazakh IINs.
 */
export function scrubText(text: string): string {
  return text
    .replace(HEADER_LINE, (_match, name: string, separator: string) => `${name}${separator}${FILTERED}`)
    .replace(AUTH_SCHEME, (_match, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(QUERY_PAIR, (match, lead: string, name: string, value: string) => {
      return isSensitiveQueryName(decodeName(name), value) ? `${lead}${name}=${FILTERED}` : match;
    })
    .replace(JSON_PAIR, (match, name: string, separator: string, value: string) =>
      isSensitiveName(name) || isSecretCode(name, value) ? `"${name}"${separator}"${FILTERED}"` : match,
    )
    .replace(PHONE, FILTERED)
    .replace(CARD_CANDIDATE, (match) => (isCardNumber(match.replace(/[ -]/g, '')) ? FILTERED : match))
    .replace(TWELVE_DIGITS, (match) => (isIin(match) ? FILTERED : match));
}

/** An integer that is a card number or an IIN becomes FILTERED; other numbers stay. */
export function scrubNumber(value: number): number | string {
  if (!Number.isSafeInteger(value) || value < 0) return value;
  const digits = String(value);
  return isIin(digits) || isCardNumber(digits) ? FILTERED : value;
}

const MAX_DEPTH = 12;

export interface ScrubOptions {
  /** Keys whose values are ids we need intact (event_id, trace ids); their subtrees are kept as they are. */
  keep?: ReadonlySet<string>;
}

/**
 * A deep copy with every string scrubbed, values under sensitive keys replaced, and integers that are
 * card numbers or IINs replaced. Cycles and very deep structures are cut rather than followed.
 */
export function scrubValue(value: unknown, options: ScrubOptions = {}): unknown {
  const seen = new WeakSet<object>();
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return scrubText(item);
    if (typeof item === 'number') return scrubNumber(item);
    if (typeof item !== 'object' || item === null) return item;
    if (seen.has(item) || depth > MAX_DEPTH) return FILTERED;
    seen.add(item);
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(item)) {
      if (options.keep?.has(key)) copy[key] = entry;
      else if (entry !== null && entry !== undefined && (isSensitiveName(key) || isSecretCode(key, entry))) {
        copy[key] = FILTERED;
      } else copy[key] = walk(entry, depth + 1);
    }
    return copy;
  };
  return walk(value, 0);
}

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
