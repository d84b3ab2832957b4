export type Call<Sink> = (sink: Sink) => void;

/**
 * Calls made before a lazily loaded client is there, replayed in order once it is. Bounded: a page
 * that errors in a loop before telemetry loads must not grow memory without end. Calls that set who
 * the user is are never dropped, or later events would be attributed to the wrong person.
 */
export class CallQueue<Sink> {
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
