import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ChatMessage, type ChatSummary, isBotStartLink, messengerControl } from './messenger-control.ts';

const POLL_MS = 1500;

/** The sandbox-clock time of a message, as the developer's own clock reads it (a phone shows local time). */
const timeOf = (at: string) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The bot link a tap in the app's page went to, if it was one (the app lives in a shadow root: composedPath). */
function botLinkOf(event: Event): string | null {
  for (const target of event.composedPath()) {
    const href = (target as { href?: unknown }).href;
    if ((target as Element).localName === 'a' && typeof href === 'string' && isBotStartLink(href))
      return href;
  }
  return null;
}

/**
 * The guest's phone-side messenger: following the app's bot link in the phone frame (or pasting it here)
 * starts the sandbox's bot, which links the chat; the chat then shows every order status the sandbox sends.
 */
export function MessengerPanel({ frame }: { frame: HTMLIFrameElement | null }) {
  const [chats, setChats] = useState<ChatSummary[]>([]);
  const [chatId, setChatId] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [link, setLink] = useState('');
  const [note, setNote] = useState('');
  const lastId = useRef(0);

  const start = (href: string) => {
    messengerControl.start(href).then(
      (linked) => {
        setNote(linked.already_linked ? 'This chat was already linked.' : 'The bot is started: chat linked.');
        setChatId(linked.chat_id);
      },
      (error: unknown) => setNote(`The bot did not start: ${(error as Error).message}`),
    );
  };
  const startRef = useRef(start);
  startRef.current = start;

  // A tap on the bot link inside the phone opens "the messenger" here instead of a new tab.
  useEffect(() => {
    if (!frame) return;
    let doc: Document | null = null;
    const onClick = (event: MouseEvent) => {
      const href = botLinkOf(event);
      if (!href) return;
      event.preventDefault();
      startRef.current(href);
    };
    const attach = () => {
      doc?.removeEventListener('click', onClick, true);
      doc = frame.contentDocument;
      doc?.addEventListener('click', onClick, true);
    };
    attach();
    frame.addEventListener('load', attach);
    return () => {
      frame.removeEventListener('load', attach);
      doc?.removeEventListener('click', onClick, true);
    };
  }, [frame]);

  useEffect(() => {
    let alive = true;
    const refresh = () =>
      messengerControl.chats().then(
        (next) => alive && setChats(next),
        () => {},
      );
    void refresh();
    const timer = setInterval(refresh, POLL_MS * 2);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    setMessages([]);
    lastId.current = 0;
    if (!chatId) return;
    let alive = true;
    const poll = () =>
      messengerControl.messages(chatId, lastId.current).then(
        (next) => {
          if (!alive || next.length === 0) return;
          lastId.current = next.at(-1)?.id ?? lastId.current;
          setMessages((previous) => [...previous, ...next]);
        },
        () => {},
      );
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [chatId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (link.trim()) start(link.trim());
  };

  return (
    <section
      className="sim-panel sim-messenger"
      aria-labelledby="sim-messenger-title"
      data-testid="messenger-panel"
    >
      <h2 id="sim-messenger-title">Messenger</h2>
      <p>Tap the notifications link in the app's profile, or paste the bot link here, to start the bot.</p>
      <form onSubmit={submit} className="sim-row" aria-label="Start the bot">
        <label>
          Bot link or start token
          <input value={link} onChange={(event) => setLink(event.target.value)} spellCheck={false} />
        </label>
        <button type="submit">Start the bot</button>
      </form>
      <p role="status" className="sim-message" data-testid="messenger-note">
        {note}
      </p>
      <label>
        Chat
        <select
          value={chatId}
          onChange={(event) => setChatId(event.target.value)}
          data-testid="messenger-chat"
        >
          <option value="">Choose a linked chat</option>
          {chats.map((chat) => (
            <option key={chat.chat_id} value={chat.chat_id}>
              {`${chat.name || chat.phone} · ${chat.language} · ${chat.messages} messages`}
            </option>
          ))}
        </select>
      </label>
      {chatId ? (
        <ol className="sim-chat" aria-label="Messages from the bot" aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} data-kind={message.kind}>
              <span>{message.text}</span>
              <time dateTime={message.at}>{timeOf(message.at)}</time>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
