import { FILTERED, isSensitiveName, scrubNumber, scrubText } from './scrub.ts';

/** docs/contract/constants.md#analytics-figures: captured text is cut at 255 characters and a property set holds at most 1000 keys. */
export const MAX_TEXT_LENGTH = 255;
export const MAX_PROPERTY_KEYS = 1000;

const MAX_DEPTH = 4;

function limitValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value).slice(0, MAX_TEXT_LENGTH);
  if (typeof value === 'number') return scrubNumber(value);
  if (Array.isArray(value))
    return value.slice(0, MAX_PROPERTY_KEYS).map((item) => limitValue(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return depth >= MAX_DEPTH ? FILTERED : limitProperties(value as Record<string, unknown>, depth + 1);
  }
  return value;
}

/**
 * Analytics properties as we let them leave the device: keys that name a password, token or secret
 * are left out entirely, card numbers and IINs inside values are replaced, texts are cut to 255
 * characters, and keys beyond the 1000th are dropped (Amplitude would reject the whole set).
 */
export function limitProperties(
  properties: Readonly<Record<string, unknown>>,
  depth = 0,
): Record<string, unknown> {
  const limited: Record<string, unknown> = {};
  let count = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (count >= MAX_PROPERTY_KEYS) break;
    if (isSensitiveName(key) || value === undefined) continue;
    limited[key.slice(0, MAX_TEXT_LENGTH)] = limitValue(value, depth);
    count += 1;
  }
  return limited;
}
