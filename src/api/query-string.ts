/** A query value as endpoint functions pass it; `undefined` and `null` entries are left out. */
type QueryValue = string | number | boolean | Date | null | undefined | QueryValue[] | QueryParams;
export interface QueryParams {
  [key: string]: QueryValue;
}

// Brackets stay literal, as the API's examples show them (`filter[service]=8`, `terminal_ids[]=1`);
// browsers send them unescaped and the Debugbar stays readable.
const encodeKey = (key: string): string =>
  encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

function scalar(value: string | number | boolean | Date): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function append(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Scalars use the empty-bracket form PHP and Rails read as a list; objects need an index
      // so that their fields stay grouped.
      const isNested = typeof item === 'object' && item !== null && !(item instanceof Date);
      append(pairs, `${key}[${isNested ? index : ''}]`, item);
    });
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [child, childValue] of Object.entries(value)) append(pairs, `${key}[${child}]`, childValue);
    return;
  }
  pairs.push(`${encodeKey(key)}=${encodeURIComponent(scalar(value))}`);
}

/**
 * Serialises query parameters in the bracket style the API reads:
 * `{ filter: { service: 8 }, terminal_ids: [1, 2] }` gives `filter[service]=8&terminal_ids[]=1&terminal_ids[]=2`.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) append(pairs, key, value);
  return pairs.join('&');
}

/** Appends the serialised query to a URL that may already carry one. */
export function withQueryString(url: string, params: QueryParams | undefined): string {
  const query = toQueryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
