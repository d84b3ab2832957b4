import type { Bridge } from '../../bridge/index.ts';
import type { EventData, EventName, MethodName, ResultOf } from '../../bridge/protocol.ts';

export type BridgeAnswers = { [M in MethodName]?: (params: unknown) => ResultOf<M> | Promise<ResultOf<M>> };

/** A call the app made to its host, as the scripted host saw it. */
export interface BridgeCall {
  method: string;
  params: unknown;
}

/**
 * The bridge a native (iOS) host would give, answering from `answers` and recording every call in `calls`.
 * It supports just the methods it has answers for; any other call fails as a host would. `emit` plays the
 * host's events to what the app subscribed, newest subscriber first.
 */
export function scriptedBridge(
  answers: BridgeAnswers,
  calls: BridgeCall[] = [],
): Bridge & { emit<E extends EventName>(event: E, data: EventData<E>): void } {
  const listeners: { event: string; handler: (data: unknown) => unknown }[] = [];
  const bridge = {
    runtime: 'ios',
    version: 1,
    host: { name: 'test-host', version: '1', platform: 'ios' },
    methods: Object.fromEntries(Object.keys(answers).map((method) => [method, 1])),
    config: {},
    launch: {},
    latest: () => undefined,
    supports: (method: MethodName) => method in answers,
    async call(method: MethodName, params?: unknown) {
      calls.push({ method, params });
      const answer = answers[method] as ((params: unknown) => unknown) | undefined;
      if (!answer) throw new Error(`${method}: no answer scripted`);
      return answer(params);
    },
    on(event: string, handler: (data: unknown) => unknown) {
      const entry = { event, handler };
      listeners.unshift(entry);
      return () => {
        const index = listeners.indexOf(entry);
        if (index >= 0) listeners.splice(index, 1);
      };
    },
    emit(event: string, data: unknown) {
      for (const entry of listeners.filter((listener) => listener.event === event)) entry.handler(data);
    },
    destroy: () => {},
  };
  return bridge as unknown as ReturnType<typeof scriptedBridge>;
}
