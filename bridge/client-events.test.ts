import { describe, expect, it, vi } from 'vitest';
import { event } from './testing/scripted-transport.ts';
import { connected } from './testing/client-fixtures.ts';

describe('events', () => {
  it('runs every handler, newest first, and keeps the latest config', async () => {
    const { bridge, deliver } = await connected();
    const order: string[] = [];
    bridge.on('config', () => order.push('older'));
    bridge.on('config', (config) => order.push(`newer:${config.language}`));
    expect(deliver(event('config', { language: 'kk', townIds: [1, 2] }))).toBe(true);
    expect(order).toEqual(['newer:kk', 'older']);
    expect(bridge.config).toEqual({ language: 'kk', townIds: [1, 2] });
  });

  it('asks back handlers newest first until one handles it, and tells the host', async () => {
    const { bridge, deliver, last } = await connected();
    const asked: string[] = [];
    bridge.on('back', () => {
      asked.push('page');
      return false;
    });
    const closeSheet = bridge.on('back', () => {
      asked.push('sheet');
      return true;
    });
    bridge.on('back', () => {
      asked.push('toast');
      return undefined;
    });
    deliver(event('back', {}, 'host-1'));
    expect(asked).toEqual(['toast', 'sheet']);
    expect(last('response')).toMatchObject({ kind: 'response', id: 'host-1', result: { handled: true } });

    closeSheet();
    deliver(event('back', {}, 'host-2'));
    expect(asked).toEqual(['toast', 'sheet', 'toast', 'page']);
    expect(last('response')).toMatchObject({ id: 'host-2', result: { handled: false } });
  });

  it('keeps going after a throwing handler and rethrows its error outside the bridge', async () => {
    vi.useFakeTimers();
    const { bridge, deliver } = await connected();
    const seen: boolean[] = [];
    bridge.on('visibility', ({ visible }) => seen.push(visible));
    bridge.on('visibility', () => {
      throw new Error('handler bug');
    });
    deliver(event('visibility', { visible: false }));
    expect(seen).toEqual([false]);
    expect(() => vi.runOnlyPendingTimers()).toThrow('handler bug');
  });

  it('drops events with invalid data, unknown names or a non-string id', async () => {
    const { bridge, deliver } = await connected();
    const handler = vi.fn();
    bridge.on('visibility', handler);
    expect(deliver(event('visibility', { visible: 'yes' }))).toBe(false);
    expect(deliver(event('visibility', null))).toBe(false);
    expect(deliver(event('toString', {}))).toBe(false);
    expect(deliver(event('__proto__', {}))).toBe(false);
    expect(deliver(event('visibility', { visible: true }, 7 as unknown as string))).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, even when the same function is subscribed twice', async () => {
    const { bridge, deliver } = await connected();
    const handler = vi.fn();
    const first = bridge.on('visibility', handler);
    bridge.on('visibility', handler);
    first();
    first();
    deliver(event('visibility', { visible: true }));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
