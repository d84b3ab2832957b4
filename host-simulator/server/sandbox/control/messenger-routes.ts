import { json, type Reply } from '../http/reply.ts';
import {
  BOT_NAME,
  chatMessages,
  isAllowedStartLink,
  listChats,
  startBot,
  startTokenOf,
} from '../messenger/messenger.ts';
import type { ControlContext } from './control-routes.ts';

const problem = (status: number, title: string) => json(status, { error: { status, title } });

/**
 * POST /sandbox/control/messenger/start {start_token | link}: the messenger's side of "Start" in the bot,
 * which links the guest's chat (docs/api/notifications.md).
 */
export function startMessengerBot(ctx: ControlContext): Reply {
  const body = typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Record<string, unknown>) : {};
  const given =
    typeof body.start_token === 'string' ? body.start_token : typeof body.link === 'string' ? body.link : '';
  if (!isAllowedStartLink(given))
    return problem(422, `A link must be the bot's own: https://t.me/${BOT_NAME}?start=<start_token>`);
  const token = startTokenOf(given);
  if (token === '') return problem(400, 'Give start_token, or link: the bot link the app showed');
  const result = startBot(ctx.app.sql, token, ctx.app.clock.now());
  if (result.kind === 'unknown-token') return problem(404, 'No user has this start token');
  return json(result.alreadyLinked ? 200 : 201, {
    data: {
      chat_id: result.chatId,
      user_id: result.userId,
      bot: BOT_NAME,
      already_linked: result.alreadyLinked,
    },
  });
}

/** GET /sandbox/control/messenger/chats: every linked chat, phones masked (docs/api/notifications.md). */
export function listMessengerChats(ctx: ControlContext): Reply {
  ctx.app.progressOrders();
  return json(200, { data: listChats(ctx.app.sql) });
}

/** GET /sandbox/control/messenger/chats/{chat_id}/messages[?after=<id>]: the chat, after the clock's due steps. */
export function readMessengerChat(ctx: ControlContext): Reply {
  ctx.app.progressOrders();
  const chatId = ctx.params.chat_id ?? '';
  if (!listChats(ctx.app.sql).some((chat) => chat.chat_id === chatId))
    return problem(404, `No linked chat ${chatId}`);
  const after = Number(ctx.query.get('after') ?? 0);
  return json(200, {
    data: chatMessages(ctx.app.sql, chatId, Number.isInteger(after) && after > 0 ? after : 0),
  });
}
