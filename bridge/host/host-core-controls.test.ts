import { describe, expect, it, vi } from 'vitest';
import { stubHandlers } from '../testing/stub-handlers.ts';
import { APP, flush, hello, host, request, wire } from '../testing/host-core-fixtures.ts';

/** Issue 31 §3: the main button, the back button's visibility and the sheet's size, on the host's side. */
describe('host core: host controls', () => {
  it('announces the controls it has handlers for, and refuses bad params before a handler runs', async () => {
    const mainButton = vi.fn(() => null);
    const { core, answer } = host(stubHandlers({ 'mainButton.set': mainButton, 'view.expand': null }));
    core.receive(hello(), APP);
    expect(core.methods).toMatchObject({ 'mainButton.set': 1, 'backButton.set': 1 });
    expect(core.methods).not.toHaveProperty('view.expand');
    const bad = [
      { visible: true },
      { visible: true, text: '' },
      { visible: true, text: 'x'.repeat(65) },
      { visible: true, text: 'Pay\n1 290 ₸' },
      { visible: true, text: 'Pay\u0085' },
      { visible: 'yes', text: 'Pay' },
      { visible: true, text: 'Pay', progress: 'no' },
    ];
    bad.forEach((params, index) => {
      core.receive(request(`bad-${index}`, 'mainButton.set', params), APP);
    });
    core.receive(request('ok-1', 'mainButton.set', { visible: true, text: `${'😀'.repeat(64)}` }), APP);
    core.receive(request('ok-2', 'mainButton.set', { visible: false }), APP);
    core.receive(request('expand', 'view.expand', { fullscreen: true }), APP);
    await flush();
    for (const index of bad.keys())
      expect(answer(`bad-${index}`), JSON.stringify(bad[index])).toMatchObject({
        error: { code: 'invalid_params' },
      });
    expect(answer('ok-1')).toMatchObject({ result: null });
    expect(answer('ok-2')).toMatchObject({ result: null });
    expect(answer('expand')).toMatchObject({ error: { code: 'unsupported' } });
    expect(mainButton).toHaveBeenCalledTimes(2);
  });

  it('sends mainButton.press as an event without an id, only once the app said hello', () => {
    const { core, sent } = host();
    core.pressMainButton();
    expect(sent).toEqual([]);
    core.receive(hello(), APP);
    core.pressMainButton();
    core.setViewport({ safeArea: { top: 0, right: 0, bottom: 0, left: 0 }, height: 844, mode: 'expanded' });
    expect(sent.slice(1).map(({ message }) => message)).toEqual([
      { ...wire, kind: 'event', event: 'mainButton.press', data: {} },
      {
        ...wire,
        kind: 'event',
        event: 'viewport',
        data: { safeArea: { top: 0, right: 0, bottom: 0, left: 0 }, height: 844, mode: 'expanded' },
      },
    ]);
  });
});
