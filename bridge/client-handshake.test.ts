import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from './client.ts';
import { PROTOCOL } from './protocol.ts';
import { response, scriptedTransport, welcomeFor } from './testing/scripted-transport.ts';
import { APP } from './testing/client-fixtures.ts';

describe('handshake', () => {
  it('says hello with the versions it speaks and takes host, methods, config and launch from the welcome', async () => {
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    const hello = script.last('hello')!;
    expect(hello).toEqual({
      protocol: PROTOCOL,
      version: 1,
      kind: 'hello',
      id: expect.any(String),
      versions: [1],
      app: APP,
    });
    script.deliver(
      welcomeFor(hello.id, {
        methods: { 'pay.open': 1, haptic: 2 },
        config: { services: ['delivery'], primaryColor: '#e30613', language: 'ru' },
        launch: { path: '/filials/12?table_id=3', trackId: 'tr-9' },
      }),
    );
    const bridge = (await pending)!;
    expect(bridge.runtime).toBe('ios');
    expect(bridge.version).toBe(1);
    expect(bridge.host).toEqual({ name: 'test host', version: '1.0', platform: 'ios' });
    expect(bridge.config).toEqual({ services: ['delivery'], primaryColor: '#e30613', language: 'ru' });
    expect(bridge.launch).toEqual({ path: '/filials/12?table_id=3', trackId: 'tr-9' });
    expect(bridge.supports('pay.open')).toBe(true);
    expect(bridge.supports('haptic', 2)).toBe(true);
    expect(bridge.supports('haptic', 3)).toBe(false);
    expect(bridge.supports('scan.qr')).toBe(false);
  });

  it('resolves null and closes the transport when nobody answers in time', async () => {
    vi.useFakeTimers();
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1500);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(pending).resolves.toBeNull();
    expect(script.state.closed).toBe(true);
  });

  it('resolves null when the host shares no protocol version', async () => {
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    const hello = script.last('hello')!;
    script.deliver(response(hello.id, { error: { code: 'unsupported', message: 'speaks 2 only' } }));
    await expect(pending).resolves.toBeNull();
  });

  it('ignores welcomes that break the schema, for another id, or with an unsafe colour or path', async () => {
    vi.useFakeTimers();
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    const { id } = script.last('hello')!;
    expect(script.deliver(welcomeFor('someone-else'))).toBe(false);
    expect(script.deliver(welcomeFor(id, { host: { name: 'x', version: '1', platform: 'windows' } }))).toBe(
      false,
    );
    expect(script.deliver(welcomeFor(id, { config: { primaryColor: 'red;background:url(//evil)' } }))).toBe(
      false,
    );
    expect(script.deliver(welcomeFor(id, { launch: { path: '//evil.example/x' } }))).toBe(false);
    expect(script.deliver({ ...welcomeFor(id), protocol: 'other' })).toBe(false);
    expect(script.deliver({ ...welcomeFor(id), version: 2 })).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBeNull();
  });
});

describe('handshake with a host written from docs/protocol.md', () => {
  it('accepts a welcome without config and launch: both are empty', async () => {
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    const { config: _config, launch: _launch, ...bare } = welcomeFor(script.last('hello')!.id);
    expect(script.deliver(bare)).toBe(true);
    const bridge = (await pending)!;
    expect(bridge.config).toEqual({});
    expect(bridge.launch).toEqual({});
  });

  it.each([
    [{ host: { name: 'x', version: '1', platform: 'windows' } }, '"host"'],
    [{ methods: undefined }, '"methods"'],
    [{ config: { primaryColor: 'red' } }, '"config.primaryColor"'],
    [{ config: { language: 'fr' } }, '"config.language"'],
    [{ config: [] }, '"config"'],
    [{ launch: { path: '//evil.example' } }, '"launch.path"'],
    [{ theme: { scheme: 'dark', colors: { text: 'white' } } }, '"theme"'],
    [{ viewport: { safeArea: { top: 47 } } }, '"viewport"'],
  ])('warns about a welcome that breaks the rules (%j), naming %s', async (fields, named) => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    expect(script.deliver(welcomeFor(script.last('hello')!.id, fields))).toBe(false);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(named)));
    expect(warn.mock.calls[0]![0]).toMatch(/welcome .*docs\/protocol\.md/);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBeNull();
    warn.mockRestore();
  });

  it('repeats the hello, less and less often, until a welcome arrives, then stops', async () => {
    vi.useFakeTimers();
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1500);
    const hellos = () => script.sent.filter((message) => message.kind === 'hello');
    expect(hellos()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(hellos()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(hellos()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(400);
    expect(hellos()).toHaveLength(4);
    // The same hello each time, so that a host can tell a repeat from a new page.
    expect(new Set(hellos().map((message) => JSON.stringify(message))).size).toBe(1);
    script.deliver(welcomeFor(hellos()[0]!.id));
    await expect(pending).resolves.not.toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(hellos()).toHaveLength(4);
  });

  it('stops repeating the hello when the handshake times out', async () => {
    vi.useFakeTimers();
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1500);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(pending).resolves.toBeNull();
    const count = script.sent.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(script.sent.length).toBe(count);
  });

  describe('on a thread that was busy', () => {
    // In the simulator (and a partner page) the host and the app share one main thread. When it is busy past
    // the window, every overdue timer of the app runs back to back, before the host's answer to a hello it
    // got meanwhile: WebKit's menu-table-qr journey saw the app settle for the polyfill once per few loaded
    // runs. Here the clock the app reads moves on while no timer runs; then the overdue ones run, and only those
    // (a timer set then is due after its delay, as in a browser).
    let wall = 0;
    const busyFor = (ms: number) => {
      wall += ms;
    };
    const awake = async (ms: number) => {
      for (let step = 0; step < ms; step += 50) {
        wall += 50;
        await vi.advanceTimersByTimeAsync(50);
      }
    };
    afterEach(() => {
      vi.restoreAllMocks();
    });
    const busyClock = () => {
      wall = 0;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      vi.spyOn(Date, 'now').mockImplementation(() => wall);
    };

    it('takes the welcome that comes after its window passed while the thread was busy', async () => {
      busyClock();
      const script = scriptedTransport();
      const pending = connect(script.transport, APP, 1500);
      busyFor(2000);
      await vi.runOnlyPendingTimersAsync();
      script.deliver(welcomeFor(script.last('hello')!.id));
      await expect(pending).resolves.not.toBeNull();
    });

    it('still gives up on a silent host once it has been awake for the window', async () => {
      busyClock();
      const script = scriptedTransport();
      const pending = connect(script.transport, APP, 1500);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await awake(300);
      busyFor(2000);
      await vi.runOnlyPendingTimersAsync();
      // 300 ms awake, then the late tick's 400: the window has 800 ms left, counted on the thread's free time.
      await awake(600);
      expect(settled).toBe(false);
      await awake(800);
      await expect(pending).resolves.toBeNull();
      expect(script.state.closed).toBe(true);
    });

    it('gives up after three windows however busy the thread stays', async () => {
      busyClock();
      const script = scriptedTransport();
      const pending = connect(script.transport, APP, 1500);
      // Each timer runs 100 ms late: no tick is on time.
      for (let step = 0; step < 60 && !script.state.closed; step++) {
        wall += 100;
        busyFor(100);
        await vi.advanceTimersByTimeAsync(100);
      }
      await expect(pending).resolves.toBeNull();
      expect(wall).toBeLessThanOrEqual(3 * 1500 + 1000);
    });
  });
});
