import { describe, expect, it } from 'vitest';
import {
  advance,
  burger,
  coffee,
  daniyar,
  line,
  place,
  sb,
  submitPay,
  trackOf,
  setUpLifecycleSandbox,
} from './test-support/lifecycle-fixtures.ts';

setUpLifecycleSandbox();

interface Message {
  id: number;
  order_id: number | null;
  kind: string;
  text: string;
}

/** Seeded user 1 (Aigerim, Russian) has her chat linked; user 2 (Daniyar, Kazakh) has not. */
const AIGERIM_CHAT = '700000001';

async function messages(chatId: string, after = 0): Promise<Message[]> {
  const answer = await sb.control<{ data: Message[] }>(
    'GET',
    `control/messenger/chats/${chatId}/messages${after ? `?after=${after}` : ''}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const lastId = async (chatId: string) => (await messages(chatId)).at(-1)?.id ?? 0;

describe('the messenger bot', () => {
  it("links a chat from the app's start link, once, and greets the guest in their language", async () => {
    const chat = await sb.api<{ error_code: number; data: { link: string } }>(
      'GET',
      'telegram-user-notifications/v1/chat',
      { token: daniyar },
    );
    expect(chat.body.error_code).toBe(404);
    const link = chat.body.data.link;
    const started = await sb.control<{ data: { chat_id: string; user_id: number; already_linked: boolean } }>(
      'POST',
      'control/messenger/start',
      { link },
    );
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ user_id: 2, already_linked: false });
    const again = await sb.control<{ data: { already_linked: boolean } }>('POST', 'control/messenger/start', {
      start_token: new URL(link).searchParams.get('start'),
    });
    expect([again.status, again.body.data.already_linked]).toEqual([200, true]);
    const linked = await sb.api<{ error_code: number; data: { is_linked: boolean } }>(
      'GET',
      'telegram-user-notifications/v1/chat',
      { token: daniyar },
    );
    expect(linked.body).toMatchObject({ error_code: 200, data: { is_linked: true } });
    const said = await messages(started.body.data.chat_id);
    expect(said.map((message) => [message.kind, message.text])).toEqual([
      ['linked', 'Сәлем! Енді тапсырыстарыңыздың күйі осы чатқа келеді.'],
    ]);
    const chats = await sb.control<{ data: { chat_id: string; user_id: number }[] }>(
      'GET',
      'control/messenger/chats',
    );
    expect(chats.body.data.map((c) => c.user_id)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('reads the token from a pasted /start command too', async () => {
    const chat = await sb.api<{ data: { start_token: string } }>(
      'GET',
      'telegram-user-notifications/v1/chat',
      {
        token: (await sb.grant(3)).access_token,
      },
    );
    const started = await sb.control<{ data: { user_id: number } }>('POST', 'control/messenger/start', {
      start_token: `/start ${chat.body.data.start_token}`,
    });
    expect([started.status, started.body.data.user_id]).toEqual([201, 3]);
    const said = await messages(String(700000000 + 3));
    expect(said.map((m) => m.text)).toEqual(['გამარჯობა! ახლა თქვენი შეკვეთების სტატუსი ამ ჩატში მოვა.']);
  });

  it('refuses an unknown token, an empty body and an unlinked chat', async () => {
    expect((await sb.control('POST', 'control/messenger/start', { start_token: 'nobody' })).status).toBe(404);
    expect((await sb.control('POST', 'control/messenger/start', {})).status).toBe(400);
    expect((await sb.control('GET', 'control/messenger/chats/700000005/messages')).status).toBe(404);
  });

  it("tells a cash takeaway order's way in Kazakh: placed, cooking, ready to pick up, handed over", async () => {
    const chatId = '700000002';
    const since = await lastId(chatId);
    const placed = await place(
      'takeaway',
      { filial_id: 11, payment_type: 'cash', items: [line(coffee, 'dala-coffee-medovik-kzt')] },
      daniyar,
    );
    await advance(120);
    const said = (await messages(chatId, since)).filter((m) => m.order_id === Number(placed.id));
    const number = placed.attributes.number as string;
    expect(said.map((m) => m.kind)).toEqual(['placed', 'cooking', 'readyForPickup', 'completed']);
    expect(said[0]?.text).toBe(`№${number} тапсырыс рәсімделді. Мекеме растауын күтіп отырмыз.`);
    expect(said[2]?.text).toBe(`№${number} тапсырыс дайын: оны мекемеден алып кетіңіз.`);
  });

  it('says an online delivery order once paid, names its courier, and ends with delivered, in Russian', async () => {
    const since = await lastId(AIGERIM_CHAT);
    const placed = await place('delivery', {
      filial_id: 15,
      payment_type: 'online',
      items: [line(burger, 'burger-batyr-double-burger-kzt')],
      address: {
        street: 'Abay Avenue',
        building: '44',
        coordinates: { latitude: 43.2412, longitude: 76.9132 },
      },
    });
    const ours = async () =>
      (await messages(AIGERIM_CHAT, since)).filter((m) => m.order_id === Number(placed.id));
    expect(await ours()).toEqual([]);
    await submitPay(trackOf(placed), 'pay');
    await advance(240);
    const said = await ours();
    expect(said.map((m) => m.kind)).toEqual(['placed', 'cooking', 'ready', 'delivery', 'delivered']);
    expect(said[3]?.text).toMatch(/^Заказ №\S+ в пути, курьер: \S+/);
    expect(said[4]?.text).toMatch(/доставлен\. Приятного аппетита!$/);
  });

  it('says a decline with its reason and the refund; a payment that never came is no news', async () => {
    const since = await lastId(AIGERIM_CHAT);
    const paid = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-medovik-kzt')],
    });
    await submitPay(trackOf(paid), 'pay');
    const forced = await sb.control('POST', `control/orders/${paid.id}/status`, {
      status: 'canceled',
      reason: 'out_of_stock',
    });
    expect(forced.status).toBe(200);
    const unpaid = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-medovik-kzt')],
    });
    await advance(60);
    const said = await messages(AIGERIM_CHAT, since);
    expect(said.filter((m) => m.order_id === Number(unpaid.id))).toEqual([]);
    const declined = said.filter((m) => m.order_id === Number(paid.id)).at(-1);
    expect(declined?.kind).toBe('declined');
    expect(declined?.text).toBe(
      `Заказ №${paid.attributes.number as string} отклонён: блюда закончились. Деньги вернутся в течение нескольких минут.`,
    );
  });
});

describe('what the messenger control gives away', () => {
  const startToken = async (userId: number) =>
    (
      await sb.api<{ data: { start_token: string } }>('GET', 'telegram-user-notifications/v1/chat', {
        token: (await sb.grant(userId)).access_token,
      })
    ).body.data.start_token;

  it.each([
    'javascript:alert(1)//?start=',
    'data:text/html,<a href="?start=',
    'http://t.me/dastarkhan_sandbox_bot?start=',
    'https://evil.example/dastarkhan_sandbox_bot?start=',
  ])('refuses a link that is not the bot’s own (%s…) with 422', async (prefix) => {
    const answer = await sb.control<{ error: { status: number; title: string } }>(
      'POST',
      'control/messenger/start',
      { link: `${prefix}${await startToken(4)}` },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.title).toMatch(/https:\/\/t\.me\//);
  });

  it('lists linked chats with the name the chat shows and a masked phone, never the whole number', async () => {
    const chats = await sb.control<{ data: { user_id: number; name: string; phone: string }[] }>(
      'GET',
      'control/messenger/chats',
    );
    const aigerim = chats.body.data.find((chat) => chat.user_id === 1);
    expect(aigerim?.phone).toBe('+7••••••••01');
    expect(chats.text).not.toContain('+77010000001');
    expect(Object.keys(aigerim ?? {}).sort()).toEqual([
      'chat_id',
      'language',
      'messages',
      'name',
      'phone',
      'user_id',
    ]);
  });

  // Last in the file: it reseeds this file's sandbox.
  it('gives every guest a random start token, a new one at each reseed', async () => {
    const before = await startToken(5);
    expect(before).not.toMatch(/^st_\d+_\d{6}$/);
    expect(before).toMatch(/^st_[\w-]{22,}$/);
    expect(await sb.control('POST', 'control/reset')).toMatchObject({ status: 200 });
    const after = await startToken(5);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^st_[\w-]{22,}$/);
  });
});
