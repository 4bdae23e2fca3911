import type { TournamentId } from '@goalguessr/game-core';

/** How many recent pairings per tournament feed the estimate. */
const SAMPLES_PER_TOURNAMENT = 20;

/**
 * Estimated matchmaking wait per tournament: the mean of the last pairing waits (human or bot), never above
 * the bot wait, since a bot always arrives by then. With no history the estimate is the bot wait. Kept per
 * process: with several processes each one estimates from the pairings it hosted.
 */
export class WaitEstimator {
  private readonly samples = new Map<TournamentId, number[]>();

  constructor(private readonly maxWaitMs: number) {}

  record(tournament: TournamentId, waitMs: number): void {
    if (!Number.isFinite(waitMs) || waitMs < 0) return;
    const list = this.samples.get(tournament) ?? [];
    list.push(waitMs);
    if (list.length > SAMPLES_PER_TOURNAMENT) list.shift();
    this.samples.set(tournament, list);
  }

  /** Whole milliseconds; 0 when bots are off and nothing was recorded yet. */
  estimateMs(tournament: TournamentId): number {
    const list = this.samples.get(tournament);
    if (list === undefined || list.length === 0) {
      return Number.isFinite(this.maxWaitMs) ? Math.round(this.maxWaitMs) : 0;
    }
    const mean = list.reduce((sum, ms) => sum + ms, 0) / list.length;
    return Math.round(Math.min(this.maxWaitMs, mean));
  }
}
