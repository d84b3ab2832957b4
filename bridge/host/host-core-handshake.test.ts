import { describe, expect, it } from 'vitest';
import { stubHandlers } from '../testing/stub-handlers.ts';
import { createHostCore } from './host-core.ts';
import { APP, hello, host, request, wire } from '../testing/host-core-fixtures.ts';

describe('host core: handshake', () => {
  it('welcomes with its info, the methods that have handlers, config and launch data', () => {
    const { core, sent } = host(stubHandlers({ 'pay.open': null, 'analytics.event': null }), {
      config: { services: ['takeaway'] },
      launch: { path: '/filials/3' },
    });
    expect(core.receive(hello(), APP)).toBe(true);
    expect(sent).toEqual([
      {
        origin: APP,
        message: {
          ...wire,
          kind: 'welcome',
          id: 'a-0',
          host: { name: 'Super app', version: '7', platform: 'android' },
          methods: expect.not.objectContaining({ 'pay.open': expect.anything() }),
          config: { services: ['takeaway'] },
          launch: { path: '/filials/3' },
        },
      },
    ]);
    expect(core.methods['scan.qr']).toBe(1);
    expect(core.methods['analytics.event']).toBeUndefined();
    expect(core.connected).toBe(true);
  });

  it('answers a hello without a common version with an unsupported error, and stays unconnected', () => {
    const { core, sent } = host();
    core.receive(hello('a-0', [2, 3]), APP);
    expect(sent[0]!.message).toMatchObject({ kind: 'response', id: 'a-0', error: { code: 'unsupported' } });
    expect(core.connected).toBe(false);
  });

  it('ignores messages from origins not allowed, and requests before the hello', () => {
    const { core, sent } = host();
    expect(core.receive(hello(), 'https://evil.example')).toBe(false);
    expect(core.receive(request('r1', 'haptic', { type: 'soft' }), APP)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('requires the allowlist', () => {
    const options = {
      allowedOrigins: [] as unknown as [string],
      host: { name: 'x', version: '1', platform: 'web' as const },
    };
    expect(() => createHostCore(stubHandlers(), options, () => {})).toThrow(/allowedOrigins/);
  });
});
