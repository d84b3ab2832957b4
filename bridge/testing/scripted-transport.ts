import type { AppMessage, MethodVersions, Runtime } from '../protocol.ts';
import { PROTOCOL } from '../protocol.ts';
import type { Transport } from '../transports/transport.ts';

/** A transport whose host is the test itself: it records what the app sends and delivers what the test says. */
export function scriptedTransport(runtime: Runtime = 'ios') {
  const sent: AppMessage[] = [];
  let receive: (message: unknown) => boolean = () => false;
  const state = { closed: false };
  const transport: Transport = {
    runtime,
    send: (message) => sent.push(structuredClone(message)),
    open: (onMessage) => {
      receive = onMessage;
    },
    close: () => {
      state.closed = true;
    },
  };
  return {
    transport,
    sent,
    state,
    /** Hands `message` to the app as the transport would; answers whether the app took it. */
    deliver: (message: unknown) => receive(message),
    /** The last message of `kind` the app sent. */
    last<K extends AppMessage['kind']>(kind: K) {
      return sent.filter((message) => message.kind === kind).at(-1) as
        | Extract<AppMessage, { kind: K }>
        | undefined;
    },
  };
}

const ALL_METHODS: MethodVersions = {
  'auth.code': 1,
  'auth.trackId': 1,
  'pay.open': 1,
  'scan.qr': 1,
  'scan.barcode': 1,
  haptic: 1,
  'permission.status': 1,
  'permission.request': 1,
  'geo.position': 1,
  'geo.enabled': 1,
  'cache.clear': 1,
  'analytics.event': 1,
  'link.open': 1,
  'app.close': 1,
};

export function welcomeFor(id: string, extra: Record<string, unknown> = {}) {
  return {
    protocol: PROTOCOL,
    version: 1,
    kind: 'welcome',
    id,
    host: { name: 'test host', version: '1.0', platform: 'ios' },
    methods: ALL_METHODS,
    config: {},
    launch: {},
    ...extra,
  };
}

export const response = (id: string, body: Record<string, unknown>) => ({
  protocol: PROTOCOL,
  version: 1,
  kind: 'response',
  id,
  ...body,
});

export const event = (name: string, data: unknown, id?: string) => ({
  protocol: PROTOCOL,
  version: 1,
  kind: 'event',
  event: name,
  data,
  ...(id === undefined ? {} : { id }),
});
