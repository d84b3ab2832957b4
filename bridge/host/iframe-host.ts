import { connectionOf, createHostCore } from './host-core.ts';
import type { HostConnection, HostHandlers, HostOptions } from './host-types.ts';

/** `createHost`'s options: the iframe showing the mini-app, with every host's options. */
export interface IframeHostOptions extends HostOptions {
  /** The iframe that shows the mini-app. */
  iframe: HTMLIFrameElement;
  /** The host page's window; default the iframe's owner window. */
  window?: Window;
}

/**
 * The host side for a web page that embeds the mini-app in an iframe. Takes messages only from that iframe's
 * window and from an allowed origin; answers with postMessage to exactly the origin that said hello.
 */
export function createHost(handlers: HostHandlers, options: IframeHostOptions): HostConnection {
  const { iframe } = options;
  const win = options.window ?? iframe.ownerDocument.defaultView;
  if (!win) throw new TypeError('createHost: the iframe is not in a document with a window');
  const core = createHostCore(handlers, options, (message, origin) =>
    iframe.contentWindow?.postMessage(message, origin),
  );
  const onMessage = (event: MessageEvent) => {
    if (event.source !== null && event.source === iframe.contentWindow)
      core.receive(event.data, event.origin);
  };
  win.addEventListener('message', onMessage);
  return connectionOf(
    core,
    () => {
      win.removeEventListener('message', onMessage);
      core.close();
    },
    {},
  );
}
