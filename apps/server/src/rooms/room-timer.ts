import type { Clock, ClockTimer } from '../clock';

/**
 * The one timer of a room, on the server's clock. Colyseus' room clock (`this.clock.setTimeout`) only moves
 * when the room ticks it, which a room without a simulation interval does once per patch: its timers fire up
 * to one patch interval late, and they tie the room to a short patch interval. This one fires on time whatever
 * the patch rate is, so the room can send its state only when it changes; with a fake clock, when a test
 * advances it.
 *
 * At most one callback is pending: `setAt` replaces it. A callback that throws goes to `onError` (the room's
 * uncaught-exception handler, as Colyseus' clock would), never to the process.
 */
export class RoomTimer {
  private handle: ClockTimer | undefined;
  /** when the pending callback is due (server ms) */
  private dueAtMs = Number.NaN;
  private callback: () => void = () => {};

  constructor(
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Runs `callback` at `atMs` (server ms; a time already past is due now), cancelling what was pending. When
   * the pending callback is already due then, the clock's timer is kept and only the callback swapped: a room
   * re-arms after every message, and most messages leave the next due time where it was.
   */
  setAt(atMs: number, callback: () => void): void {
    if (this.pending && this.dueAtMs === atMs) {
      this.callback = callback;
      return;
    }
    this.clear();
    this.callback = callback;
    this.dueAtMs = atMs;
    this.handle = this.clock.setTimer(this.fire, atMs - this.clock.now());
  }

  /** the clock's callback, one per timer for its whole life (not a closure per `setAt`: issue 29) */
  private readonly fire = (): void => {
    this.handle = undefined;
    this.dueAtMs = Number.NaN;
    try {
      this.callback();
    } catch (error) {
      this.onError(error);
    }
  };

  get pending(): boolean {
    return this.handle !== undefined;
  }

  clear(): void {
    this.dueAtMs = Number.NaN;
    if (this.handle === undefined) return;
    this.clock.clearTimer(this.handle);
    this.handle = undefined;
  }
}
