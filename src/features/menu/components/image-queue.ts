/** docs/contract/constants.md#delays: lazy images are looked at once per 300 ms at most. */
export const LAZY_IMAGE_THROTTLE_MS = 300;

export interface ImageQueue {
  isReady(src: string): boolean;
  /** The list is moving: start no decoding until it has been still for the throttle time. */
  hold(): void;
  /**
   * Asks for `src` to be loaded and decoded; `onReady` runs once it is. Returns a cancel: a row that left the
   * screen before its turn costs nothing.
   */
  request(src: string, onReady: () => void): () => void;
  dispose(): void;
}

/** Loads and decodes an image off the page, resolving whether it worked. */
export type ImageLoader = (src: string) => Promise<boolean>;

const decodeImage: ImageLoader = (src) => {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  if (typeof image.decode === 'function')
    return image.decode().then(
      () => true,
      () => false,
    );
  return new Promise((resolve) => {
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
  });
};

/**
 * Menu photos, loaded one at a time once the list has been still for the throttle time (300 ms). A list
 * flung through hundreds of rows loads none of the rows it passed, and no decoding competes with a scroll
 * in progress; the rows it stops at are decoded before they are shown (the sandbox's SVG pictures cost a
 * slow phone tens of milliseconds each, all on the main thread).
 */
export function createImageQueue({
  load = decodeImage,
  throttleMs = LAZY_IMAGE_THROTTLE_MS,
  concurrency = 1,
}: {
  load?: ImageLoader;
  throttleMs?: number;
  concurrency?: number;
} = {}): ImageQueue {
  const ready = new Set<string>();
  const failed = new Set<string>();
  const waiting = new Map<string, Set<() => void>>();
  const loading = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let heldUntil = 0;
  let disposed = false;

  function pump(): void {
    const wait = heldUntil - Date.now();
    if (wait > 0) {
      schedule(wait);
      return;
    }
    for (const src of waiting.keys()) {
      if (loading.size >= concurrency) return;
      if (loading.has(src)) continue;
      loading.add(src);
      void load(src).then((ok) => {
        loading.delete(src);
        if (disposed) return;
        (ok ? ready : failed).add(src);
        const listeners = waiting.get(src);
        waiting.delete(src);
        if (ok) for (const listener of listeners ?? []) listener();
        pump();
      });
    }
  }

  function schedule(delay = throttleMs): void {
    if (timer !== null || disposed) return;
    timer = setTimeout(() => {
      timer = null;
      pump();
    }, delay);
  }

  return {
    isReady: (src) => ready.has(src),
    hold() {
      heldUntil = Date.now() + throttleMs;
    },
    request(src, onReady) {
      if (ready.has(src)) {
        onReady();
        return () => {};
      }
      if (failed.has(src)) return () => {};
      const listeners = waiting.get(src) ?? new Set();
      listeners.add(onReady);
      waiting.set(src, listeners);
      schedule();
      return () => {
        listeners.delete(onReady);
        if (listeners.size === 0 && !loading.has(src)) waiting.delete(src);
        // Nobody waits any more (the list went away with its mount): no timer is left behind.
        if (waiting.size === 0 && timer !== null) {
          clearTimeout(timer);
          timer = null;
        }
      };
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      waiting.clear();
    },
  };
}
