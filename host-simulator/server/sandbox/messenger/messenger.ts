import type { OrderRow, StoredCourier } from '../domain/order-types.ts';
import { isDeliveryService } from '../domain/services.ts';
import { isLanguage, type Language, localise } from '../http/language.ts';
import { DECLINE_REASONS, type DeclineReason, REFUND_NOTE } from '../http/messages.ts';
import type { UserRow } from '../store/rows.ts';
import type { Sql } from '../store/sql.ts';
import { BOT_TEXTS, type BotTextKey } from './messenger-texts.ts';

/** The sandbox's stand-in for the messenger bot (docs/contract/product.md#guests-and-what-they-do, docs/contract/calls.md#answers-the-app-forgives): chats linked by start token, and their messages. */
export const BOT_NAME = 'dastarkhan_sandbox_bot';

/** Chat ids as the messenger would give them: one per user, stable across reseeds (seed-people.ts does the same). */
const chatIdOf = (userId: number) => String(700000000 + userId);

export interface ChatMessage {
  id: number;
  chat_id: string;
  order_id: number | null;
  kind: string;
  text: string;
  at: string;
}

interface MessageRow {
  id: number;
  chat_id: string;
  order_id: number | null;
  kind: string;
  text: string;
  created_at: number;
}

const languageOf = (user: UserRow): Language => (isLanguage(user.language) ? user.language : 'ru');

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function append(
  sql: Sql,
  user: UserRow,
  kind: string,
  text: string,
  orderId: number | null,
  at: number,
): void {
  if (user.telegram_chat_id === null) return;
  sql.run(
    'INSERT INTO messenger_messages (chat_id, user_id, order_id, kind, text, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    user.telegram_chat_id,
    user.id,
    orderId,
    kind,
    text,
    at,
  );
}

export type StartResult =
  | { kind: 'linked'; chatId: string; userId: number; alreadyLinked: boolean }
  | { kind: 'unknown-token' };

/**
 * The guest pressed Start in the bot after following the app's link (`t.me/<bot>?start=<token>`): the
 * bot learns whose chat this is. Linking twice is harmless: the chat stays, no second greeting.
 */
export function startBot(sql: Sql, startToken: string, at: number): StartResult {
  const user = sql.get<UserRow>(
    'SELECT * FROM users WHERE start_token = ? AND deleted_at IS NULL',
    startToken,
  );
  if (!user) return { kind: 'unknown-token' };
  if (user.telegram_chat_id !== null)
    return { kind: 'linked', chatId: user.telegram_chat_id, userId: user.id, alreadyLinked: true };
  const chatId = chatIdOf(user.id);
  sql.run('UPDATE users SET telegram_chat_id = ? WHERE id = ?', chatId, user.id);
  append(
    sql,
    { ...user, telegram_chat_id: chatId },
    'linked',
    localise(BOT_TEXTS.linked, languageOf(user)),
    null,
    at,
  );
  return { kind: 'linked', chatId, userId: user.id, alreadyLinked: false };
}

/**
 * Whether what was pasted as a link may be read as one: a text with a URL scheme must be the bot's own link
 * `https://t.me/<bot>?start=…`; `javascript:`, `data:`, plain http or another host never are. A text without
 * a scheme is a token or a `/start` command.
 */
export function isAllowedStartLink(input: string): boolean {
  const text = input.trim();
  if (!/^[a-z][a-z\d+.-]*:/i.test(text)) return true;
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname === 't.me' && url.pathname === `/${BOT_NAME}`;
}

/** The start token out of what the developer pasted: the whole link, `/start <token>`, or the token itself. */
export function startTokenOf(input: string): string {
  const text = input.trim();
  const fromLink = /[?&]start=([^&#\s]+)/.exec(text)?.[1];
  if (fromLink) return decodeURIComponent(fromLink);
  return text.replace(/^\/start\s+/, '');
}

function statusText(order: OrderRow, lang: Language): { kind: BotTextKey; text: string } | null {
  const number = order.number;
  const delivery = isDeliveryService(order.service);
  switch (order.status) {
    case 'cooking':
      return { kind: 'cooking', text: fill(localise(BOT_TEXTS.cooking, lang), { number }) };
    case 'ready': {
      const kind = delivery ? 'ready' : 'readyForPickup';
      return { kind, text: fill(localise(BOT_TEXTS[kind], lang), { number }) };
    }
    case 'delivery': {
      const courier = order.courier ? (JSON.parse(order.courier) as StoredCourier).name : '';
      return { kind: 'delivery', text: fill(localise(BOT_TEXTS.delivery, lang), { number, courier }) };
    }
    case 'completed': {
      const kind = delivery ? 'delivered' : 'completed';
      return { kind, text: fill(localise(BOT_TEXTS[kind], lang), { number }) };
    }
    case 'canceled': {
      const reasonKey = (order.decline_reason ?? 'customer_request') as DeclineReason;
      const said = localise(DECLINE_REASONS[reasonKey] ?? DECLINE_REASONS.customer_request, lang);
      const reason = said.charAt(0).toLocaleLowerCase(lang) + said.slice(1);
      const declined = fill(localise(BOT_TEXTS.declined, lang), { number, reason });
      const refund = order.payment_status === 'refunded' ? ` ${localise(REFUND_NOTE, lang)}.` : '';
      return { kind: 'declined', text: `${declined}${refund}` };
    }
    default:
      return null;
  }
}

/**
 * A status change of an order, told to its guest's linked chat in their language (nothing when unlinked).
 * `placed` is said once the order counts: at once for cash, after the payment for online orders; an order
 * whose payment never came was never placed, so its time-out is not news to the guest.
 */
export function notifyOrder(
  sql: Sql,
  order: OrderRow,
  event: 'placed' | 'status',
  at: number,
  wasPending = false,
): void {
  if (event === 'status' && order.status === 'canceled' && wasPending) return;
  const user = sql.get<UserRow>('SELECT * FROM users WHERE id = ?', order.user_id);
  if (!user || user.telegram_chat_id === null) return;
  const lang = languageOf(user);
  const said =
    event === 'placed'
      ? { kind: 'placed', text: fill(localise(BOT_TEXTS.placed, lang), { number: order.number }) }
      : statusText(order, lang);
  if (said) append(sql, user, said.kind, said.text, order.id, at);
}

/** The chat's messages after message `afterId`, oldest first (the simulator polls with the last id it has). */
export function chatMessages(sql: Sql, chatId: string, afterId = 0): ChatMessage[] {
  return sql
    .all<MessageRow>(
      'SELECT id, chat_id, order_id, kind, text, created_at FROM messenger_messages WHERE chat_id = ? AND id > ? ORDER BY id LIMIT 500',
      chatId,
      afterId,
    )
    .map((row) => ({
      id: row.id,
      chat_id: row.chat_id,
      order_id: row.order_id,
      kind: row.kind,
      text: row.text,
      at: new Date(row.created_at).toISOString(),
    }));
}

export interface ChatSummary {
  chat_id: string;
  user_id: number;
  name: string;
  phone: string;
  language: string;
  messages: number;
}

/** A phone as a chat list may show it: the country's first digit and the last two, e.g. `+7••••••••01`. */
const maskPhone = (phone: string) =>
  phone.length <= 4 ? '••••' : `${phone.slice(0, 2)}${'•'.repeat(phone.length - 4)}${phone.slice(-2)}`;

/**
 * Every linked chat, for the simulator's messenger panel to pick from: what the messenger's own chat list
 * shows (the guest's first name) and a masked phone to tell two namesakes apart, never the whole number.
 */
export function listChats(sql: Sql): ChatSummary[] {
  return sql
    .all<ChatSummary>(
      `SELECT u.telegram_chat_id AS chat_id, u.id AS user_id, u.name, u.phone, u.language,
       (SELECT COUNT(*) FROM messenger_messages m WHERE m.chat_id = u.telegram_chat_id) AS messages
     FROM users u WHERE u.telegram_chat_id IS NOT NULL AND u.deleted_at IS NULL ORDER BY u.id`,
    )
    .map((chat) => ({ ...chat, phone: maskPhone(chat.phone) }));
}
