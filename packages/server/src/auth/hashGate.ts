/**
 * A counting semaphore for CPU-heavy work (issue 13, hole 4). A password hash (scrypt) takes
 * tens of milliseconds of a core; left unbounded, a flood of sign-ins runs them all at once
 * and every other request waits behind them. The gate runs at most `limit` tasks at a time,
 * queues up to `maxWaiting` more in arrival order, and refuses the rest at once (the caller
 * answers 503), so a flood costs a bounded queue instead of a growing pile of hashes.
 */
export class ConcurrencyGate {
  private running = 0;
  private highest = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running now, tasks waiting, and the most ever run at once (for tests and logs). */
  stats(): { running: number; waiting: number; peak: number } {
    return { running: this.running, waiting: this.queue.length, peak: this.highest };
  }

  /** Runs `task` when a slot is free; null (task not run) when the queue is already full. */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running >= this.limit) {
      if (this.queue.length >= this.maxWaiting) return null;
      // The slot is handed over by `release` (running stays counted), so no newcomer can
      // overtake a waiting task between the release and the wake-up.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    this.highest = Math.max(this.highest, this.running);
    try {
      return { value: await task() };
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }
}

/**
 * The process's one gate for password hashes: two at a time (the reference machine has two
 * cores; scrypt runs on libuv's thread pool, where more at once only makes each slower and
 * starves the file and crypto work of every other request), 32 waiting (about half a second
 * of hashing). Per process on purpose: the cores are shared by every app in it.
 */
export const passwordHashGate = new ConcurrencyGate(2, 32);
