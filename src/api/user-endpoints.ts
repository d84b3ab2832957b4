import type { Language } from '../config/host-config.ts';
import type { ApiClient } from './client.ts';
import { normalizeOne } from './json-api.ts';

export type Gender = 'male' | 'female';

/** docs/contract/entities.md#profile "Profile/User". `birthday` is the wire form YYYY-MM-DD, or '' when absent. */
export interface User {
  id: string;
  name: string;
  surname: string;
  birthday: string;
  phone: string;
  gender: Gender | null;
  avatar: string | null;
}

export interface UserUpdate {
  name?: string;
  surname?: string;
  /** YYYY-MM-DD, or '' to clear. */
  birthday?: string;
  gender?: Gender | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The user from a JSON:API document (`data.attributes`) or a plain object. */
export function parseUser(body: unknown): User {
  const resource = normalizeOne(body) ?? (typeof body === 'object' && body !== null ? body : null);
  if (!resource) throw new Error('no user in the answer');
  const user = resource as Record<string, unknown>;
  if (user.id === undefined || user.id === null) throw new Error('the user has no id');
  const gender = user.gender === 'male' || user.gender === 'female' ? user.gender : null;
  return {
    id: String(user.id),
    name: text(user.name),
    surname: text(user.surname),
    birthday: /^\d{4}-\d{2}-\d{2}$/.test(text(user.bday)) ? text(user.bday) : '',
    phone: text(user.phone),
    gender,
    avatar: textOrNull(user.avatar) ?? textOrNull(user.photo),
  };
}

/** docs/contract/entities.md#profile: shown as DD/MM/YYYY, sent as YYYY-MM-DD; '' stays ''. */
export function birthdayForDisplay(birthday: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** DD/MM/YYYY to YYYY-MM-DD; null for text that is not a real calendar date. */
export function birthdayFromDisplay(display: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return valid ? `${year}-${month}-${day}` : null;
}

export const USER_PATH = 'api/v3/user';

export function fetchUser(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<User> {
  return client.get(USER_PATH, { parse: parseUser, ...options });
}

const USER_RESTORE_PATH = 'api/v3/user/restore';

/**
 * POST api/v3/user/restore (docs/api/account.md): brings back an account deleted less than 90 days ago.
 * Safe to resend: restoring twice leaves the account as once, and a "not deleted" answer means it is back.
 */
export function restoreUser(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<unknown> {
  return client.post(USER_RESTORE_PATH, undefined, { idempotent: true, ...options });
}

/** PUT api/v3/user with data.attributes and type user (docs/contract/calls.md#profile-calls). */
export function updateUser(
  client: ApiClient,
  update: UserUpdate,
  options: { signal?: AbortSignal } = {},
): Promise<User> {
  const attributes: Record<string, unknown> = {};
  if (update.name !== undefined) attributes.name = update.name;
  if (update.surname !== undefined) attributes.surname = update.surname;
  if (update.birthday !== undefined) attributes.bday = update.birthday;
  if (update.gender !== undefined) attributes.gender = update.gender;
  return client.put(USER_PATH, { data: { type: 'user', attributes } }, { parse: parseUser, ...options });
}

/** docs/contract/validation.md#avatar-upload: the avatar goes as raw bytes with the file's content type. */
export function uploadAvatar(
  client: ApiClient,
  file: Blob,
  options: { signal?: AbortSignal } = {},
): Promise<unknown> {
  return client.post(`${USER_PATH}/avatar`, file, options);
}

export function deleteAvatar(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<unknown> {
  return client.delete(`${USER_PATH}/avatar`, options);
}

/** POST profile/api/v1/profile/language. Safe to resend: it sets a value. */
export function saveProfileLanguage(
  client: ApiClient,
  language: Language,
  options: { signal?: AbortSignal } = {},
): Promise<unknown> {
  return client.post('profile/api/v1/profile/language', { language }, { idempotent: true, ...options });
}
