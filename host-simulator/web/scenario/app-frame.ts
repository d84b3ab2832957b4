/**
 * What a scenario reads and does inside the phone frame. The frame is a page of the simulator's own origin,
 * so the simulator page reaches its DOM; the app renders into the shadow root of `<dastarkhan-app>`, another
 * mini-app page (`?app=`) into its document.
 */
function root(frame: HTMLIFrameElement): ParentNode | null {
  const doc = frame.contentDocument;
  if (!doc?.body) return null;
  return doc.querySelector('dastarkhan-app')?.shadowRoot ?? doc;
}

/** Every run of white space as one plain space: money is grouped with no-break spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** Clicks the first enabled element under `selector` whose text contains `text`; false when there is none. */
export function clickText(frame: HTMLIFrameElement, text: string, selector = 'button, a'): boolean {
  const target = [...(root(frame)?.querySelectorAll<HTMLElement>(selector) ?? [])].find(
    (element) =>
      plain(element.textContent ?? '').includes(plain(text)) && !(element as HTMLButtonElement).disabled,
  );
  target?.click();
  return Boolean(target);
}

/** The text a person can read in the frame: style sheets in the shadow root are text nodes too, and are left out. */
export function frameText(frame: HTMLIFrameElement): string {
  const node = root(frame);
  const doc = frame.contentDocument;
  if (!node || !doc) return '';
  const walker = doc.createTreeWalker(
    node instanceof Document ? (node.body ?? node) : node,
    NodeFilter.SHOW_TEXT,
  );
  const parts: string[] = [];
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const parent = text.parentElement?.tagName;
    if (parent !== 'STYLE' && parent !== 'SCRIPT') parts.push(text.textContent ?? '');
  }
  return plain(parts.join(' '));
}

export function frameScreen(frame: HTMLIFrameElement): string | null {
  return root(frame)?.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null;
}

/** The app's route: the frame's path below the app shell's `/app`, with its query. */
export function frameRoute(frame: HTMLIFrameElement): string | null {
  const location = frame.contentWindow?.location;
  if (!location || location.href === 'about:blank') return null;
  const path = location.pathname.startsWith('/app/') ? location.pathname.slice(4) : location.pathname;
  return path + location.search;
}

/**
 * The text of the button or link a click inside the frame landed on (through shadow roots), for the
 * recorder; null for clicks elsewhere.
 */
export function clickedText(event: Event): string | null {
  const target = event
    .composedPath()
    .find(
      (node) => typeof (node as Element).matches === 'function' && (node as Element).matches('button, a'),
    );
  const text = (target as Element | undefined)?.textContent?.trim();
  return text ? plain(text) : null;
}
