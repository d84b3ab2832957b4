import { CallQueue, type Call } from './call-queue.ts';

/**
 * A client that lives in a chunk loaded later: calls made before it is there wait in a bounded queue
 * and are replayed in order. Telemetry must never break the app, so a failing call or a failed load
 * is contained here.
 */
export class LazySink<Sink> {
  readonly #loader: (() => Promise<Sink>) | null;
  readonly #queue: CallQueue<Sink>;
  #sink: Sink | undefined;
  #loading: Promise<void> | undefined;
  #disposed = false;

  constructor(loader: (() => Promise<Sink>) | null, queueLimit: number) {
    this.#loader = loader;
    this.#queue = new CallQueue(queueLimit);
  }

  get enabled(): boolean {
    return this.#loader !== null;
  }

  /** Calls dropped because the queue was full before the client loaded. */
  get dropped(): number {
    return this.#queue.dropped;
  }

  call(call: Call<Sink>, options?: { essential?: boolean }): void {
    if (!this.#loader || this.#disposed) return;
    if (this.#sink) run(call, this.#sink);
    else this.#queue.push((sink) => run(call, sink), options);
  }

  load(): Promise<void> {
    const loader = this.#loader;
    if (!loader || (this.#disposed && !this.#loading)) return Promise.resolve();
    this.#loading ??= loader().then(
      (sink) => {
        this.#sink = sink;
        this.#queue.drain(sink);
      },
      (error: unknown) => {
        this.#queue.clear();
        console.warn('Dastarkhan telemetry: a client failed to load; its calls are dropped.', error);
      },
    );
    return this.#loading;
  }

  /** Loads first when calls are waiting, so that flushing sends them. */
  async flush(flush: (sink: Sink) => Promise<void>): Promise<void> {
    if (this.#queue.size > 0) await this.load();
    if (this.#sink) await flush(this.#sink);
  }

  /**
   * No more calls are taken. A client that is loading or loaded sends what it holds and closes; one
   * that never started loading is not fetched just to be closed, and its queue is dropped.
   */
  async dispose(close: (sink: Sink) => Promise<void>): Promise<void> {
    this.#disposed = true;
    if (!this.#loading) this.#queue.clear();
    await this.#loading;
    const sink = this.#sink;
    this.#sink = undefined;
    if (sink) await close(sink);
  }
}

function run<Sink>(call: Call<Sink>, sink: Sink): void {
  try {
    call(sink);
  } catch (error) {
    console.warn('Dastarkhan telemetry: a call failed.', error);
  }
}
