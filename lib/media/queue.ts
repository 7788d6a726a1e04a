/** Runs at most `concurrency` tasks at a time; the others wait their turn, first come first served. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

export function createLimiter(concurrency: number): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`invalid concurrency: ${concurrency}`);
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    async run(task) {
      if (active >= concurrency) await new Promise<void>((resolve) => queue.push(resolve));
      else active++;
      // A task that was waiting takes over the slot of the one that finished (`active` is unchanged).
      try {
        return await task();
      } finally {
        if (queue.length) queue.shift()!();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
