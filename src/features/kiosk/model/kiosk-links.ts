/** What the kiosk's QR opens on a phone: this venue, this kiosk's session. */
export const phonePath = (filialId: number, sessionId: string): string =>
  `/kiosk/${filialId}/phone?session=${encodeURIComponent(sessionId)}`;

/** A session id as the sandbox makes them (`tab_` and base64url); anything else in a scanned link is ignored. */
export function sessionIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('session');
  return id !== null && /^tab_[A-Za-z0-9_-]{4,64}$/.test(id) ? id : null;
}
