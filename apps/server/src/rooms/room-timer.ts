/**
 * A one-shot timer of a room on Node's own timers. Colyseus' room clock (`this.clock.setTimeout`) only moves
 * when the room ticks it, which a room without a simulation interval does once per patch: its timers fire up
 * to one patch interval late, and they tie the room to a short patch interval. These fire on time whatever the
 * patch rate is, so the room can send its state only when it changes.
 *
 * At most one callback is pending: `set` replaces it. A callback that throws goes to `onError` (the room's
 * uncaught-exception handler, as Colyseus' clock would), never to the process.
 */
export class RoomTimer {
  private handle: NodeJS.Timeout | undefined;
  /** when the pending callback is due (epoch ms, as `setAt` was given it) */
  private dueAtMs = Number.NaN;
  private callback: () => void = () => {};

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Runs `callback` in `delayMs` (negative counts as 0), cancelling what was pending. */
  set(delayMs: number, callback: () => void): void {
    this.clear();
    this.callback = callback;
    this.handle = setTimeout(
      () => {
        this.handle = undefined;
        this.dueAtMs = Number.NaN;
        try {
          this.callback();
        } catch (error) {
          this.onError(error);
        }
      },
      Math.max(0, delayMs),
    );
  }

  /**
   * Runs `callback` at `atMs` (epoch ms, `nowMs` being now). When the pending callback is already due then,
   * the Node timer is kept and only the callback swapped: a room re-arms after every message, and most
   * messages leave the next deadline where it was.
   */
  setAt(atMs: number, nowMs: number, callback: () => void): void {
    if (this.pending && this.dueAtMs === atMs) {
      this.callback = callback;
      return;
    }
    this.set(atMs - nowMs, callback);
    this.dueAtMs = atMs;
  }

  /** Like `set`, but keeps a callback already pending instead of replacing it. */
  setOnce(delayMs: number, callback: () => void): void {
    if (!this.pending) this.set(delayMs, callback);
  }

  get pending(): boolean {
    return this.handle !== undefined;
  }

  clear(): void {
    this.dueAtMs = Number.NaN;
    if (this.handle === undefined) return;
    clearTimeout(this.handle);
    this.handle = undefined;
  }
}
