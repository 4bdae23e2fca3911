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

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Runs `callback` in `delayMs` (negative counts as 0), cancelling what was pending. */
  set(delayMs: number, callback: () => void): void {
    this.clear();
    this.handle = setTimeout(
      () => {
        this.handle = undefined;
        try {
          callback();
        } catch (error) {
          this.onError(error);
        }
      },
      Math.max(0, delayMs),
    );
  }

  /** Like `set`, but keeps a callback already pending instead of replacing it. */
  setOnce(delayMs: number, callback: () => void): void {
    if (!this.pending) this.set(delayMs, callback);
  }

  get pending(): boolean {
    return this.handle !== undefined;
  }

  clear(): void {
    if (this.handle === undefined) return;
    clearTimeout(this.handle);
    this.handle = undefined;
  }
}
