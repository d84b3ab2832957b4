/** Waits `ms`; an abort clears the timer at once and rejects with the signal's reason. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
export function raceAbort<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export interface LinkedSignal {
  readonly signal: AbortSignal;
  /** Removes the listeners from the outer signals; call once the work is done. */
  release(): void;
}

/**
 * A signal that aborts when any of the given ones does. `AbortSignal.any` would do, but iOS webviews before
 * 17.4 lack it, and its listeners on a long-lived signal stay until that one is collected; here `release`
 * drops them as soon as the request is over.
 */
export function linkSignals(...signals: (AbortSignal | undefined)[]): LinkedSignal {
  const controller = new AbortController();
  const listeners: [AbortSignal, () => void][] = [];
  for (const signal of signals) {
    if (!signal) continue;
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const onAbort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    listeners.push([signal, onAbort]);
  }
  return {
    signal: controller.signal,
    release: () => {
      for (const [signal, onAbort] of listeners) signal.removeEventListener('abort', onAbort);
      listeners.length = 0;
    },
  };
}

/** Runs `work` with a signal linked to all of `signals`, releasing the link when it settles. */
export async function withLinkedSignal<T>(
  signals: (AbortSignal | undefined)[],
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const link = linkSignals(...signals);
  try {
    return await work(link.signal);
  } finally {
    link.release();
  }
}
