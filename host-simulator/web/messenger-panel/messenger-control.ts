/** The sandbox's simulated messenger bot (docs/api/notifications.md), as the messenger panel uses it. */
export interface ChatSummary {
  chat_id: string;
  user_id: number;
  name: string;
  phone: string;
  language: string;
  messages: number;
}

export interface ChatMessage {
  id: number;
  order_id: number | null;
  kind: string;
  text: string;
  at: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A link the bot answers: `https://t.me/<bot>?start=<token>`, as the app's profile shows it. */
export function isBotStartLink(href: string): boolean {
  return /^https:\/\/t\.me\/[\w]+\?(?:.*&)?start=[^&]+/.test(href);
}

export const messengerControl = {
  async start(link: string): Promise<{ chat_id: string; user_id: number; already_linked: boolean }> {
    const answer = await json<{ data: { chat_id: string; user_id: number; already_linked: boolean } }>(
      await fetch('/sandbox/control/messenger/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link }),
      }),
    );
    return answer.data;
  },
  async chats(): Promise<ChatSummary[]> {
    return (await json<{ data: ChatSummary[] }>(await fetch('/sandbox/control/messenger/chats'))).data;
  },
  async messages(chatId: string, after: number): Promise<ChatMessage[]> {
    const url = `/sandbox/control/messenger/chats/${encodeURIComponent(chatId)}/messages?after=${after}`;
    return (await json<{ data: ChatMessage[] }>(await fetch(url))).data;
  },
};
