function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The payload of a JWT-shaped token, unverified: the app only reads its own token's claims (the server
 * verifies the signature on every call). Null for anything that is not three dot-separated parts with a
 * base64url JSON object in the middle.
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** docs/contract/entities.md#auth-state: the user id is the token's `sub` claim. */
export function userIdFromToken(token: string | null | undefined): string | null {
  const sub = decodeJwtPayload(token)?.sub;
  if (typeof sub === 'string' && sub !== '') return sub;
  if (typeof sub === 'number' && Number.isFinite(sub)) return String(sub);
  return null;
}
