/**
 * Marks the app's screens put on elements for the app shell's prerendered Home frame (ADR 0012): the build
 * prerenders Home as a signed-in guest sees it, and the page's inline script removes what a guest who is
 * not signed in would not see, before the first paint. The live app carries the mark too; it changes nothing.
 */
export const SIGNED_IN_ONLY_ATTRIBUTE = 'data-signed-in-only';
