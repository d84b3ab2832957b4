import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { RESTORE_WINDOW_MS } from '../auth/authenticate.ts';
import { bonusBalance, currentGrade } from '../domain/loyalty.ts';
import { toMajor } from '../domain/money.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource, type Resource } from '../http/jsonapi.ts';
import { isLanguage, LANGUAGES, localiseJson } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import { json, jsonApi, type Reply } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';
import { attributesOf, nameField, stringField } from '../http/body-fields.ts';

export const AVATAR_TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/png': {
    ext: 'png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    ext: 'webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  'image/gif': { ext: 'gif', magic: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
};

const TELEGRAM_BOT = 'dastarkhan_sandbox_bot';

function fresh(app: SandboxApp, id: number): UserRow {
  return app.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', id) as UserRow;
}

function avatarUrl(origin: string, user: UserRow): string | null {
  if (!user.avatar_type) return null;
  const ext = AVATAR_TYPES[user.avatar_type]?.ext ?? 'bin';
  return `${origin}/sandbox/uploads/avatars/${user.id}.${ext}`;
}

function userResource(user: UserRow, origin: string): Resource {
  return resource('user', user.id, {
    id: user.id,
    phone: user.phone,
    email: user.email,
    name: user.name,
    surname: user.surname,
    bday: user.bday ?? '',
    gender: user.gender,
    avatar: avatarUrl(origin, user),
    language: user.language,
    created_at: new Date(user.created_at).toISOString(),
    deleted_at: user.deleted_at === null ? null : new Date(user.deleted_at).toISOString(),
    restore_until:
      user.deleted_at === null ? null : new Date(user.deleted_at + RESTORE_WINDOW_MS).toISOString(),
  });
}

function getUser(req: ApiRequest): Reply {
  return jsonApi(200, document(userResource(req.user as UserRow, req.origin)));
}

function validBday(value: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() + 1 === Number(match[2]) &&
    date.getUTCDate() === Number(match[3]) &&
    date.getUTCFullYear() >= 1900 &&
    date.getTime() < now
  );
}

/** PUT api/v3/user with {data: {type: "user", attributes}}: name (2+ characters), surname, bday YYYY-MM-DD, gender. */
function putUser(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const body = req.body as { data?: { type?: unknown } } | undefined;
  if (body?.data?.type !== 'user') {
    throw new ApiError(422, {
      code: 'invalid_type',
      title: 'The body must be {data: {type: "user", attributes}}',
      source: { pointer: '/data/type' },
    });
  }
  const attributes = attributesOf(req.body);
  const problems: { field: string; title: typeof MESSAGES.nameTooShort }[] = [];
  const name = nameField(attributes, 'name');
  if (name !== undefined && name.length < 2) problems.push({ field: 'name', title: MESSAGES.nameTooShort });
  const bday = stringField(attributes, 'bday', { max: 10 });
  if (bday !== undefined && bday !== '' && !validBday(bday, app.clock.now()))
    problems.push({ field: 'bday', title: MESSAGES.invalidDate });
  const gender = stringField(attributes, 'gender', { max: 10 });
  if (gender !== undefined && gender !== '' && gender !== 'male' && gender !== 'female')
    problems.push({ field: 'gender', title: MESSAGES.invalidDate });
  const email = stringField(attributes, 'email', { max: 200 });
  if (email !== undefined && email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    problems.push({ field: 'email', title: MESSAGES.invalidDate });
  const [first, ...more] = problems.map((p) => ({
    code: 'invalid_field',
    title: p.title,
    source: { pointer: `/data/attributes/${p.field}` },
  }));
  if (first) throw new ApiError(422, { ...first, more });
  app.sql.run(
    'UPDATE users SET name = ?, surname = ?, bday = ?, gender = ?, email = ? WHERE id = ?',
    name ?? user.name,
    stringField(attributes, 'surname', { max: 60 }) ?? user.surname,
    bday === undefined ? user.bday : bday || null,
    gender === undefined ? user.gender : gender || null,
    email === undefined ? user.email : email || null,
    user.id,
  );
  return jsonApi(200, document(userResource(fresh(app, user.id), req.origin)));
}

/** DELETE api/v3/user: the account is hidden at once and can be restored for 90 days. */
function deleteUser(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  app.sql.run('UPDATE users SET deleted_at = ? WHERE id = ?', app.clock.now(), user.id);
  const deleted = fresh(app, user.id);
  return jsonApi(
    200,
    document(userResource(deleted, req.origin), { meta: { restore_path: 'api/v3/user/restore' } }),
  );
}

/** POST api/v3/user/restore (sandbox-defined): brings back an account deleted less than 90 days ago. */
function restoreUser(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  if (user.deleted_at === null)
    throw new ApiError(422, { code: 'not_deleted', title: 'The account is not deleted' });
  app.sql.run('UPDATE users SET deleted_at = NULL WHERE id = ?', user.id);
  return jsonApi(200, document(userResource(fresh(app, user.id), req.origin)));
}

/** POST api/v3/user/avatar: raw image bytes with their Content-Type (docs/contract/validation.md#avatar-upload), at most 5 MB. */
function uploadAvatar(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const type = req.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = AVATAR_TYPES[type];
  if (!kind) {
    throw new ApiError(415, {
      code: 'unsupported_media_type',
      title: `Content-Type must be one of ${Object.keys(AVATAR_TYPES).join(', ')}`,
      source: { header: 'Content-Type' },
    });
  }
  if (req.raw.length === 0) throw new ApiError(422, { code: 'empty_body', title: 'The image is empty' });
  if (!kind.magic(req.raw))
    throw new ApiError(422, { code: 'invalid_image', title: `The bytes are not a ${type} image` });
  const folder = join(app.uploadsDir, 'avatars');
  mkdirSync(folder, { recursive: true });
  for (const other of Object.values(AVATAR_TYPES))
    rmSync(join(folder, `${user.id}.${other.ext}`), { force: true });
  writeFileSync(join(folder, `${user.id}.${kind.ext}`), req.raw);
  app.sql.run('UPDATE users SET avatar_type = ? WHERE id = ?', type, user.id);
  return jsonApi(200, document(userResource(fresh(app, user.id), req.origin)));
}

function deleteAvatar(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const ext = user.avatar_type ? AVATAR_TYPES[user.avatar_type]?.ext : undefined;
  if (ext) {
    const path = join(app.uploadsDir, 'avatars', `${user.id}.${ext}`);
    if (existsSync(path)) rmSync(path);
  }
  app.sql.run('UPDATE users SET avatar_type = NULL WHERE id = ?', user.id);
  return jsonApi(200, document(userResource(fresh(app, user.id), req.origin)));
}

function profileResource(req: ApiRequest, app: SandboxApp, user: UserRow): Resource {
  const now = app.clock.now();
  const grade = currentGrade(app.sql, user, now);
  const next = app.sql.get<{ id: number; name: string; cashback_percent: number; min_spend: number }>(
    'SELECT * FROM grades WHERE id = ?',
    grade.id + 1,
  );
  const orders =
    app.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', user.id)?.n ?? 0;
  return resource('profiles', user.id, {
    user_id: user.id,
    name: user.name,
    surname: user.surname,
    phone: user.phone,
    bday: user.bday ?? '',
    is_birthday_set: user.bday !== null,
    gender: user.gender,
    avatar: avatarUrl(req.origin, user),
    language: user.language,
    grade: {
      id: grade.id,
      name: localiseJson(grade.name, req.lang),
      cashback_percent: grade.cashback_percent,
      min_spend: toMajor(grade.min_spend),
      next: next
        ? {
            id: next.id,
            name: localiseJson(next.name, req.lang),
            cashback_percent: next.cashback_percent,
            min_spend: toMajor(next.min_spend),
          }
        : null,
    },
    bonus: {
      KZT: toMajor(bonusBalance(app.sql, user.id, 'KZT', now)),
      GEL: toMajor(bonusBalance(app.sql, user.id, 'GEL', now)),
    },
    orders_count: orders,
    telegram_linked: user.telegram_chat_id !== null,
  });
}

function getProfile(req: ApiRequest, app: SandboxApp): Reply {
  return jsonApi(200, document(profileResource(req, app, req.user as UserRow)));
}

function setLanguage(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const language = stringField(attributesOf(req.body), 'language', { required: true });
  if (!isLanguage(language)) {
    throw new ApiError(422, {
      code: 'invalid_field',
      title: `language must be one of ${LANGUAGES.join(', ')}`,
      source: { pointer: '/data/attributes/language' },
    });
  }
  app.sql.run('UPDATE users SET language = ? WHERE id = ?', language, user.id);
  return jsonApi(200, document(profileResource(req, app, fresh(app, user.id))));
}

/**
 * GET telegram-user-notifications/v1/chat: the chat link when linked; otherwise HTTP 200 with error_code
 * 404 and the user's start token, from which the client builds the bot link (docs/contract/calls.md#answers-the-app-forgives).
 */
function telegramChat(req: ApiRequest): Reply {
  const user = req.user as UserRow;
  if (user.telegram_chat_id === null) {
    throw new ApiError(404, {
      code: 'chat_not_found',
      title: MESSAGES.chatNotLinked,
      soft: true,
      meta: {
        start_token: user.start_token,
        bot: TELEGRAM_BOT,
        link: `https://t.me/${TELEGRAM_BOT}?start=${user.start_token}`,
      },
    });
  }
  return json(200, {
    error_code: 200,
    message: 'OK',
    data: { chat_id: user.telegram_chat_id, is_linked: true, link: `https://t.me/${TELEGRAM_BOT}` },
  });
}

export const USER_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: 'telegram-user-notifications/v1/chat',
    auth: 'user',
    family: 'code',
    handler: telegramChat,
  },
  { method: 'GET', path: 'api/v3/user', auth: 'user', handler: getUser },
  { method: 'PUT', path: 'api/v3/user', auth: 'user', handler: putUser },
  { method: 'DELETE', path: 'api/v3/user', auth: 'user', handler: deleteUser },
  { method: 'POST', path: 'api/v3/user/restore', auth: 'user', allowDeleted: true, handler: restoreUser },
  { method: 'POST', path: 'api/v3/user/avatar', auth: 'user', body: 'raw', handler: uploadAvatar },
  { method: 'DELETE', path: 'api/v3/user/avatar', auth: 'user', handler: deleteAvatar },
  { method: 'GET', path: 'profile/api/v1/profile', auth: 'user', handler: getProfile },
  { method: 'POST', path: 'profile/api/v1/profile/language', auth: 'user', handler: setLanguage },
];
