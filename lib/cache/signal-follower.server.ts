import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import { listRevalidationSignals, type RevalidationSignal } from '@/lib/data/revalidation-signals.server';

/**
 * How far back each poll looks, measured on the writers' clocks: a signal committed this
 * much later than a newer one, or written by an instance whose clock is this much behind,
 * is still seen.
 */
export const SIGNAL_WINDOW_MS = 60_000;

/**
 * Follows the revalidation signals of the other instances: each `poll` returns the signals
 * not seen before and not written by `origin`. The first poll only learns what is there
 * already (a process that starts has nothing cached to revalidate).
 */
export class SignalFollower {
  private newest: number | null = null;
  private readonly seen = new Map<string, number>();
  private started = false;

  constructor(private readonly origin: string) {}

  async poll(db: Db): Promise<RevalidationSignal[]> {
    const since = this.newest === null ? null : new Date(this.newest - SIGNAL_WINDOW_MS);
    const signals = await listRevalidationSignals(db, since);
    const fresh: RevalidationSignal[] = [];
    for (const signal of signals) {
      if (this.seen.has(signal.id)) continue;
      const at = Date.parse(signal.createdAt);
      this.seen.set(signal.id, at);
      if (this.newest === null || at > this.newest) this.newest = at;
      if (this.started && signal.origin !== this.origin) fresh.push(signal);
    }
    this.started = true;
    if (this.newest !== null) {
      const oldest = this.newest - SIGNAL_WINDOW_MS;
      for (const [id, at] of this.seen) if (at <= oldest) this.seen.delete(id);
    }
    return fresh;
  }
}
