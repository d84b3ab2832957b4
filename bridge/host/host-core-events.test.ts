import { describe, expect, it, vi } from 'vitest';
import { stubHandlers } from '../testing/stub-handlers.ts';
import { APP, hello, host, request, wire } from '../testing/host-core-fixtures.ts';

describe('host core: events', () => {
  it('delivers back and resolves with what the app answered', async () => {
    const { core, sent } = host();
    core.receive(hello(), APP);
    const back = core.back();
    const event = sent.at(-1)!.message as { id: string; kind: string; event: string };
    expect(event).toMatchObject({ kind: 'event', event: 'back', data: {} });
    expect(core.receive({ ...wire, kind: 'response', id: event.id, result: { handled: true } }, APP)).toBe(
      true,
    );
    await expect(back).resolves.toEqual({ handled: true });
  });

  it('counts back as not handled when the app is silent, not connected, or answers nonsense', async () => {
    vi.useFakeTimers();
    const { core, sent } = host(stubHandlers(), { backTimeoutMs: 300 });
    await expect(core.back()).resolves.toEqual({ handled: false });
    core.receive(hello(), APP);
    const back = core.back();
    const { id } = sent.at(-1)!.message as { id: string };
    expect(core.receive({ ...wire, kind: 'response', id, result: { handled: 'yes' } }, APP)).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    await expect(back).resolves.toEqual({ handled: false });
  });

  it('sends visibility and config, and welcomes later pages with the new config', () => {
    const { core, sent } = host();
    core.visibility(true);
    expect(sent).toEqual([]);
    core.receive(hello(), APP);
    core.visibility(false);
    core.setConfig({ primaryColor: '#00a651' });
    expect(sent.slice(1).map(({ message }) => message)).toEqual([
      { ...wire, kind: 'event', event: 'visibility', data: { visible: false } },
      { ...wire, kind: 'event', event: 'config', data: { primaryColor: '#00a651' } },
    ]);
    core.receive(hello('b-0'), APP);
    expect(sent.at(-1)!.message).toMatchObject({ kind: 'welcome', config: { primaryColor: '#00a651' } });
  });

  it('goes quiet when closed', async () => {
    let signal: AbortSignal | undefined;
    const { core, sent } = host(
      stubHandlers({
        'scan.qr': (_, context) => {
          signal = context.signal;
          return new Promise(() => {});
        },
      }),
    );
    core.receive(hello(), APP);
    core.receive(request('r1', 'scan.qr'), APP);
    const back = core.back();
    const count = sent.length;
    core.close();
    expect(signal?.aborted).toBe(true);
    await expect(back).resolves.toEqual({ handled: false });
    expect(core.receive(hello('b-0'), APP)).toBe(false);
    core.visibility(true);
    expect(sent.length).toBe(count);
    expect(core.connected).toBe(false);
  });
});
