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

export type Call<Sink> = (sink: Sink) => void;

/**
 * Calls made before a lazily loaded client is there, replayed in order once it is. Bounded: a page
 * that errors in a loop before telemetry loads must not grow memory without end. Calls that set who
 * the user is are never dropped, or later events would be attributed to the wrong person.
 */
class CallQueue<Sink> {
  readonly #limit: number;
  #calls: Call<Sink>[] = [];
  #bounded = 0;
  #dropped = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** How many calls were dropped because the queue was full. */
  get dropped(): number {
    return this.#dropped;
  }

  get size(): number {
    return this.#calls.length;
  }

  push(call: Call<Sink>, { essential = false } = {}): void {
    if (!essential) {
      if (this.#bounded >= this.#limit) {
        this.#dropped += 1;
        return;
      }
      this.#bounded += 1;
    }
    this.#calls.push(call);
  }

  /** Runs every queued call against the sink, oldest first, and empties the queue. */
  drain(sink: Sink): void {
    const calls = this.#calls;
    this.clear();
    for (const call of calls) call(sink);
  }

  clear(): void {
    this.#calls = [];
    this.#bounded = 0;
  }
}
