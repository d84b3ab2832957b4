import { type HostMessage, PROTOCOL } from '../protocol.ts';
import { stubHandlers } from './stub-handlers.ts';
import { createHostCore } from '../host/host-core.ts';
import type { HostHandlers, HostOptions } from '../host/host-types.ts';

export const APP = 'https://app.dastarkhan.kz';

export const wire = { protocol: PROTOCOL, version: 1 };

export const hello = (id = 'a-0', versions = [1]) => ({
  ...wire,
  kind: 'hello',
  id,
  versions,
  app: { name: 'dastarkhan', version: '4.5.13' },
});

export const request = (id: string, method: string, params: unknown = {}) => ({
  ...wire,
  kind: 'request',
  id,
  method,
  params,
});

export const flush = () => new Promise((done) => setTimeout(done, 0));

export function host(handlers: HostHandlers = stubHandlers(), options: Partial<HostOptions> = {}) {
  const sent: { message: HostMessage; origin: string }[] = [];
  const core = createHostCore(
    handlers,
    { allowedOrigins: [APP], host: { name: 'Super app', version: '7', platform: 'android' }, ...options },
    (message, origin) => sent.push({ message: structuredClone(message), origin }),
  );
  const answer = (id: string) =>
    sent.find(({ message }) => 'id' in message && message.id === id && message.kind === 'response')?.message;
  return { core, sent, answer };
}
