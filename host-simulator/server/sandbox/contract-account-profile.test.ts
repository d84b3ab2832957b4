import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError } from './test-support/test-sandbox.ts';
import { aigerim, daniyar, PNG, sb, setUpAccountSandbox } from './test-support/account-fixtures.ts';

setUpAccountSandbox();

describe('user', () => {
  it('reads and updates the user, validating name, birthday and gender', async () => {
    const me = await sb.api<{ data: Resource }>('GET', 'api/v3/user', { token: daniyar });
    expect(me.body.data).toMatchObject({
      type: 'user',
      attributes: { phone: '+77010000002', bday: '', gender: null },
    });
    const bad = await sb.api('PUT', 'api/v3/user', {
      token: daniyar,
      body: { data: { type: 'user', attributes: { name: 'D', bday: '2001-02-30', gender: 'robot' } } },
    });
    expect(bad.status).toBe(422);
    expect(
      (bad.body.errors as { title: string; source: { pointer: string } }[]).map((e) => [
        e.source.pointer,
        e.title,
      ]),
    ).toEqual([
      ['/data/attributes/name', 'Enter at least 2 characters'],
      ['/data/attributes/bday', 'Enter correct information'],
      ['/data/attributes/gender', 'Enter correct information'],
    ]);
    const wrongType = await sb.api('PUT', 'api/v3/user', {
      token: daniyar,
      body: { data: { type: 'users', attributes: {} } },
    });
    expect(firstError(wrongType.body).code).toBe('invalid_type');
    const ok = await sb.api<{ data: Resource }>('PUT', 'api/v3/user', {
      token: daniyar,
      body: { data: { type: 'user', attributes: { name: 'Daniyar', bday: '2000-05-01', gender: 'male' } } },
    });
    expect(ok.body.data.attributes).toMatchObject({ name: 'Daniyar', bday: '2000-05-01', gender: 'male' });
  });

  it.each([
    ['null', null, 'invalid_field'],
    ['a number', 42, 'invalid_field'],
    ['a right-to-left override', 'Dani\u202Eyar', 'invalid_characters'],
    ['a NUL', 'Dani\u0000yar', 'invalid_characters'],
    ['a zero-width space', 'Dani\u200Byar', 'invalid_characters'],
  ])('refuses a name that is %s and keeps the stored one', async (_what, name, code) => {
    const answer = await sb.api('PUT', 'api/v3/user', {
      token: daniyar,
      body: { data: { type: 'user', attributes: { name } } },
    });
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({ code, source: { pointer: '/data/attributes/name' } });
    const me = await sb.api<{ data: Resource }>('GET', 'api/v3/user', { token: daniyar });
    expect(me.body.data.attributes.name).not.toBe(name);
  });

  it('uploads an avatar as raw bytes with its content type, serves and deletes it', async () => {
    const upload = await sb.api<{ data: Resource }>('POST', 'api/v3/user/avatar', {
      token: daniyar,
      raw: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(200);
    const avatar = String(upload.body.data.attributes.avatar);
    expect(avatar).toBe(`${sb.url}/sandbox/uploads/avatars/2.png`);
    const served = await fetch(avatar);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const lie = await sb.api('POST', 'api/v3/user/avatar', {
      token: daniyar,
      raw: Buffer.from('not a jpeg'),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(firstError(lie.body).code).toBe('invalid_image');
    const text = await sb.api('POST', 'api/v3/user/avatar', {
      token: daniyar,
      raw: PNG,
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const removed = await sb.api<{ data: Resource }>('DELETE', 'api/v3/user/avatar', { token: daniyar });
    expect(removed.body.data.attributes.avatar).toBeNull();
    expect((await fetch(avatar)).status).toBe(404);
  });

  it('gives the loyalty profile and stores the language', async () => {
    const profile = await sb.api<{ data: Resource }>('GET', 'profile/api/v1/profile', {
      token: aigerim,
      headers: { 'x-language': 'ru', locale: 'ru' },
    });
    expect(profile.body.data.attributes).toMatchObject({
      grade: { name: 'Золото', cashback_percent: 7, next: { name: 'Платина' } },
      bonus: { KZT: 12500 },
      telegram_linked: true,
    });
    const set = await sb.api<{ data: Resource }>('POST', 'profile/api/v1/profile/language', {
      token: aigerim,
      body: { language: 'kk' },
    });
    expect(set.body.data.attributes.language).toBe('kk');
    const bad = await sb.api('POST', 'profile/api/v1/profile/language', {
      token: aigerim,
      body: { language: 'de' },
    });
    expect(bad.status).toBe(422);
  });

  it('gives the Telegram chat link, or error_code 404 with the start token in a 200', async () => {
    const linked = await sb.api<{ error_code: number; data: { is_linked: boolean } }>(
      'GET',
      'telegram-user-notifications/v1/chat',
      { token: aigerim },
    );
    expect(linked.body).toMatchObject({ error_code: 200, data: { is_linked: true } });
    const missing = await sb.api<{
      error_code: number;
      message: string;
      data: { start_token: string; link: string };
    }>('GET', 'telegram-user-notifications/v1/chat', { token: daniyar });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ error_code: 404, message: 'No Telegram chat is linked yet' });
    expect(missing.body.data.link).toContain(missing.body.data.start_token);
  });
});

describe('addresses', () => {
  it('creates, lists, reads, updates and deletes, each with a message', async () => {
    const created = await sb.api<{ data: Resource; meta: { message: string } }>(
      'POST',
      'profile/api/v1/address',
      {
        token: daniyar,
        body: {
          title: 'work',
          city: 'Алматы',
          street: '',
          building: '',
          entrance: '',
          floor: '',
          apartment: 'Частный',
          comment: '',
          coordinates: { latitude: 43.25, longitude: 76.93 },
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.meta.message).toBe('The address was added');
    expect(created.body.data.attributes).toMatchObject({
      is_private_house: true,
      coordinates: { latitude: 43.25, longitude: 76.93 },
    });
    const id = created.body.data.id;
    const listed = await sb.api<{ data: Resource[] }>('GET', 'profile/api/v1/address', {
      token: daniyar,
      headers: { 'x-latitude': '43.25', 'x-longitude': '76.93' },
    });
    expect(listed.body.data.map((a) => [a.id, a.attributes.distance])).toEqual([[id, 0]]);
    const updated = await sb.api<{ data: Resource }>('PUT', `profile/api/v1/address/${id}`, {
      token: daniyar,
      body: { title: 'office', coordinates: { latitude: 43.26, longitude: 76.94 } },
    });
    expect(updated.body.data.attributes).toMatchObject({
      title: 'office',
      apartment: '',
      is_private_house: false,
    });
    expect((await sb.api('GET', `profile/api/v1/address/${id}`, { token: aigerim })).status).toBe(404);
    const deleted = await sb.api<{ meta: { message: string } }>('DELETE', `profile/api/v1/address/${id}`, {
      token: daniyar,
    });
    expect(deleted.body.meta.message).toBe('The address was deleted');
    expect((await sb.api('GET', `profile/api/v1/address/${id}`, { token: daniyar })).status).toBe(404);
  });

  it('requires coordinates', async () => {
    const answer = await sb.api('POST', 'profile/api/v1/address', {
      token: daniyar,
      body: { title: 'home', street: 'Abay' },
    });
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({
      code: 'coordinates_required',
      title: 'The address could not be added',
    });
  });
});
