import { LocalPresence } from '@colyseus/core';

/** The keys given one time to live, in the order their expiry was set, and the one timer of the queue. */
interface ExpiryQueue {
  readonly keys: string[];
  /** when each key expires (performance.now() ms): never decreasing, since every key of a queue has one TTL */
  readonly dueAtMs: number[];
  /** the first entry still pending */
  head: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Colyseus' in-memory presence (one process, no Redis), with its keys' expiry kept in one queue per time to
 * live instead of a Node timer per key. Matchmaking sets a few expiring keys per match (a ticket's room, a
 * pairing turn, a seat claim: `rating-driver.ts`); LocalPresence gave each a `setTimeout` and a closure that lived
 * a minute, so at 10,000 players thousands of them sat in the heap and every young collection copied the new
 * ones (issue 29). A queue holds a key and a number instead, under one timer armed for its oldest entry: a key
 * still expires at its time (a timer's precision, as before), and setting a key's expiry again, or deleting it,
 * leaves the earlier entry to be skipped when it comes up.
 */
export class QueuedExpiryPresence extends LocalPresence {
  private readonly queues = new Map<number, ExpiryQueue>();
  /** each expiring key's current expiry: an entry of a queue counts only while it matches */
  private readonly expiries = new Map<string, number>();

  override expire(key: string, seconds: number): void {
    const ttlMs = seconds * 1000;
    const dueAtMs = performance.now() + ttlMs;
    this.expiries.set(key, dueAtMs);
    let queue = this.queues.get(ttlMs);
    if (queue === undefined) {
      queue = { keys: [], dueAtMs: [], head: 0, timer: undefined };
      this.queues.set(ttlMs, queue);
    }
    queue.keys.push(key);
    queue.dueAtMs.push(dueAtMs);
    if (queue.timer === undefined) this.arm(queue);
  }

  override del(key: string): void {
    this.expiries.delete(key);
    super.del(key);
  }

  /** how many timers the expiring keys hold (one per time to live in use), for tests */
  get expiryTimers(): number {
    let timers = 0;
    for (const queue of this.queues.values()) if (queue.timer !== undefined) timers += 1;
    return timers;
  }

  private arm(queue: ExpiryQueue): void {
    const dueAtMs = queue.dueAtMs[queue.head];
    if (dueAtMs === undefined) {
      queue.timer = undefined;
      return;
    }
    queue.timer = setTimeout(() => this.expireDue(queue), Math.max(0, dueAtMs - performance.now()));
  }

  private expireDue(queue: ExpiryQueue): void {
    const nowMs = performance.now();
    const { keys, dueAtMs } = queue;
    while (queue.head < keys.length && (dueAtMs[queue.head] ?? 0) <= nowMs) {
      const key = keys[queue.head] ?? '';
      const due = dueAtMs[queue.head];
      queue.head += 1;
      if (this.expiries.get(key) !== due) continue;
      this.expiries.delete(key);
      // what LocalPresence's own timer does when a key expires
      delete this.keys[key];
    }
    if (queue.head === keys.length) {
      keys.length = 0;
      dueAtMs.length = 0;
      queue.head = 0;
    } else if (queue.head > 1024 && queue.head * 2 > keys.length) {
      keys.splice(0, queue.head);
      dueAtMs.splice(0, queue.head);
      queue.head = 0;
    }
    this.arm(queue);
  }
}
