import { expect } from 'vitest';
import { connect } from '../client.ts';
import { scriptedTransport, welcomeFor } from './scripted-transport.ts';

export const APP = { name: 'dastarkhan', version: '4.5.13' };

export async function connected(welcome: Record<string, unknown> = {}) {
  const script = scriptedTransport();
  const pending = connect(script.transport, APP, 1000);
  const hello = script.last('hello')!;
  expect(script.deliver(welcomeFor(hello.id, welcome))).toBe(true);
  const bridge = await pending;
  if (!bridge) throw new Error('the handshake failed');
  return { ...script, bridge };
}
