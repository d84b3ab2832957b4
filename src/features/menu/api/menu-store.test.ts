import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImageQueue, LAZY_IMAGE_THROTTLE_MS } from './menu-store.ts';
import { sizedImageUrl } from '../../../ui/image-url.ts';

afterEach(() => {
  vi.useRealTimers();
});

function deferredLoader() {
  const pending = new Map<string, (ok: boolean) => void>();
  const started: string[] = [];
  const load = (src: string) =>
    new Promise<boolean>((resolve) => {
      started.push(src);
      pending.set(src, resolve);
    });
  return { load, started, finish: (src: string, ok = true) => pending.get(src)?.(ok) };
}

describe('the lazy image queue (docs/contract/constants.md#delays: throttle 300 ms)', () => {
  it('loads nothing before the throttle tick, and nothing for rows that left before it', async () => {
    vi.useFakeTimers();
    const loader = deferredLoader();
    const queue = createImageQueue({ load: loader.load });
    const passed = vi.fn();
    const cancel = queue.request('a.svg', passed);
    const stayed = vi.fn();
    queue.request('b.svg', stayed);
    cancel();
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS - 1);
    expect(loader.started).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loader.started).toEqual(['b.svg']);
    loader.finish('b.svg');
    await vi.waitFor(() => expect(stayed).toHaveBeenCalledOnce());
    expect(passed).not.toHaveBeenCalled();
    expect(queue.isReady('b.svg')).toBe(true);
  });

  it('decodes one at a time, tells every row waiting for the same picture, and answers a known one at once', async () => {
    vi.useFakeTimers();
    const loader = deferredLoader();
    const queue = createImageQueue({ load: loader.load });
    const first = vi.fn();
    const again = vi.fn();
    queue.request('a.svg', first);
    queue.request('a.svg', again);
    queue.request('b.svg', vi.fn());
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    expect(loader.started).toEqual(['a.svg']);
    loader.finish('a.svg');
    await vi.waitFor(() => expect(loader.started).toEqual(['a.svg', 'b.svg']));
    expect(first).toHaveBeenCalledOnce();
    expect(again).toHaveBeenCalledOnce();
    const known = vi.fn();
    queue.request('a.svg', known);
    expect(known).toHaveBeenCalledOnce();
  });

  it('starts nothing while the list moves, and loads once it has been still for the throttle time', () => {
    vi.useFakeTimers();
    const loader = deferredLoader();
    const queue = createImageQueue({ load: loader.load });
    queue.request('a.svg', vi.fn());
    vi.advanceTimersByTime(200);
    queue.hold();
    vi.advanceTimersByTime(200);
    queue.hold();
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS - 1);
    expect(loader.started).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loader.started).toEqual(['a.svg']);
  });

  it('leaves no timer behind when every row that asked has gone', () => {
    vi.useFakeTimers();
    const queue = createImageQueue({ load: deferredLoader().load });
    const cancelA = queue.request('a.svg', vi.fn());
    const cancelB = queue.request('b.svg', vi.fn());
    expect(vi.getTimerCount()).toBe(1);
    cancelA();
    expect(vi.getTimerCount()).toBe(1);
    cancelB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the placeholder for a picture that failed, without asking again', async () => {
    vi.useFakeTimers();
    const loader = deferredLoader();
    const queue = createImageQueue({ load: loader.load });
    const onReady = vi.fn();
    queue.request('broken.svg', onReady);
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    loader.finish('broken.svg', false);
    await Promise.resolve();
    await Promise.resolve();
    queue.request('broken.svg', onReady);
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    expect(loader.started).toEqual(['broken.svg']);
    expect(onReady).not.toHaveBeenCalled();
    expect(queue.isReady('broken.svg')).toBe(false);
  });
});

describe('sizedImageUrl', () => {
  it('asks the image proxy for the display size', () => {
    expect(sizedImageUrl('http://127.0.0.1:4173/sandbox/img/menu/products/50028.svg', 176, 176)).toBe(
      'http://127.0.0.1:4173/sandbox/img/menu/176x176/products/50028.svg',
    );
    expect(sizedImageUrl('https://cdn.example/img/menu/products/1-2.svg', 240, 144)).toBe(
      'https://cdn.example/img/menu/240x144/products/1-2.svg',
    );
  });

  it('leaves a sized URL and a URL of another shape as they are', () => {
    const sized = 'http://h/sandbox/img/menu/300x300/products/1.svg';
    expect(sizedImageUrl(sized, 176, 176)).toBe(sized);
    expect(sizedImageUrl('https://photos.example/p/1.jpg', 176, 176)).toBe('https://photos.example/p/1.jpg');
  });
});
