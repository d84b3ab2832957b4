import { describe, expect, it, vi } from 'vitest';
import { LazySink } from './lazy-sink.ts';

interface Recorder {
  log: string[];
  record(entry: string): void;
}

function recorder(): Recorder {
  const log: string[] = [];
  return { log, record: (entry) => log.push(entry) };
}

describe('LazySink', () => {
  it('queues calls until the client loads, then replays them in order', async () => {
    const client = recorder();
    const lazy = new LazySink(async () => client, 10);
    lazy.call((sink) => sink.record('a'));
    lazy.call((sink) => sink.record('b'));
    expect(client.log).toEqual([]);
    await lazy.load();
    lazy.call((sink) => sink.record('c'));
    expect(client.log).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most its limit of ordinary calls, but never drops essential ones', async () => {
    const client = recorder();
    const lazy = new LazySink(async () => client, 2);
    for (const entry of ['1', '2', '3', '4']) lazy.call((sink) => sink.record(entry));
    lazy.call((sink) => sink.record('login'), { essential: true });
    await lazy.load();
    expect(client.log).toEqual(['1', '2', 'login']);
    expect(lazy.dropped).toBe(2);
  });

  it('does nothing at all when off', async () => {
    const lazy = new LazySink<Recorder>(null, 10);
    const call = vi.fn();
    lazy.call(call);
    await lazy.load();
    await lazy.flush(async () => {});
    expect(lazy.enabled).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });

  it('survives a failed load and a failing call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = new LazySink<Recorder>(() => Promise.reject(new Error('chunk failed')), 10);
    broken.call((sink) => sink.record('lost'));
    await expect(broken.load()).resolves.toBeUndefined();
    const client = recorder();
    const lazy = new LazySink(async () => client, 10);
    await lazy.load();
    lazy.call(() => {
      throw new Error('sdk bug');
    });
    lazy.call((sink) => sink.record('still works'));
    expect(client.log).toEqual(['still works']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('loads on flush when calls are waiting, so they are sent', async () => {
    const client = recorder();
    const loader = vi.fn(async () => client);
    const lazy = new LazySink(loader, 10);
    lazy.call((sink) => sink.record('queued'));
    await lazy.flush(async (sink) => sink.record('flushed'));
    expect(client.log).toEqual(['queued', 'flushed']);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('on dispose closes a loaded client and refuses later calls', async () => {
    const client = recorder();
    const lazy = new LazySink(async () => client, 10);
    await lazy.load();
    await lazy.dispose(async (sink) => sink.record('closed'));
    lazy.call((sink) => sink.record('late'));
    expect(client.log).toEqual(['closed']);
  });

  it('on dispose sends what waits for a client that is loading, but never loads one just to close it', async () => {
    const loading = recorder();
    const loadingSink = new LazySink(async () => loading, 10);
    loadingSink.call((sink) => sink.record('queued'));
    void loadingSink.load();
    await loadingSink.dispose(async (sink) => sink.record('closed'));
    expect(loading.log).toEqual(['queued', 'closed']);

    const loader = vi.fn(async () => recorder());
    const idle = new LazySink(loader, 10);
    idle.call((sink) => sink.record('queued'));
    await idle.dispose(async () => {});
    await idle.load();
    expect(loader).not.toHaveBeenCalled();
  });
});
