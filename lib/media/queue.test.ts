import { describe, expect, it } from 'vitest';
import { createLimiter } from './queue';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('limiter', () => {
  it('runs at most its number of tasks at a time, the others in the order they came', async () => {
    const limiter = createLimiter(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect([limiter.active, limiter.waiting, started]).toEqual([2, 2, [0, 1]]);
    gates[1]!.open();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect([limiter.active, limiter.waiting, started]).toEqual([2, 1, [0, 1, 2]]);
    gates.forEach((g) => g.open());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createLimiter(1);
    const failing = limiter.run(() => Promise.reject(new Error('bozuk')));
    const next = limiter.run(async () => 'sıradaki');
    await expect(failing).rejects.toThrow('bozuk');
    expect(await next).toBe('sıradaki');
    expect(limiter.active).toBe(0);
  });

  it('refuses a concurrency below one', () => {
    expect(() => createLimiter(0)).toThrow();
  });
});
