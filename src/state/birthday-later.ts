/** After "Later" the birthday dialog waits this long before it is offered to the same guest again. */
export const LATER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const laterKey = (userId: string) => `birthday-later:${userId}`;

/**
 * Remembers a guest's "Later" to the birthday dialog on this device (local storage: it outlives the
 * session), wherever it was offered: the profile, the thank-you page, the dialog itself.
 */
export function rememberBirthdayLater(storage: Pick<Storage, 'setItem'>, userId: string, now: number): void {
  try {
    storage.setItem(laterKey(userId), String(now));
  } catch {
    // Storage full or refused (private mode): the offer may come again, which is all that is lost.
  }
}

/** Whether to offer the birthday dialog: no birthday known, and no "Later" in the last 30 days. */
export function shouldAskBirthday(
  user: { id: string; birthday: string },
  storage: Pick<Storage, 'getItem'> | null,
  now: number,
): boolean {
  if (user.birthday !== '') return false;
  let saidLater = Number.NaN;
  try {
    saidLater = Number(storage?.getItem(laterKey(user.id)) ?? Number.NaN);
  } catch {
    // Unreadable storage: ask, as on a first visit.
  }
  return !(Number.isFinite(saidLater) && now - saidLater < LATER_DAYS * DAY_MS);
}

/** The page's localStorage, or null where it cannot be reached (sandboxed frames, some private modes). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
