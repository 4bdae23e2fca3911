import { SCREEN_FULL_THRESHOLD_MS } from '../constants';

export type ScreenFullStatus = 'ok' | 'warning' | 'game_over';

/**
 * The screen-full rule (spec §4, §9): while the screen is full the player sees a hurry-up warning; once it has
 * been full for SCREEN_FULL_THRESHOLD_MS (10 s) or longer, the game is over.
 *
 * `fullSinceMs` is when the screen became full (ms epoch), or null when it is not full.
 * - not full (null or non-finite `fullSinceMs`) → 'ok';
 * - full for less than the threshold → 'warning' (also when `nowMs` is before `fullSinceMs` or not finite:
 *   a clock glitch must not end a game);
 * - full for ≥ the threshold → 'game_over'.
 */
export function screenFullStatus(input: { fullSinceMs: number | null; nowMs: number }): ScreenFullStatus {
  const { fullSinceMs, nowMs } = input;
  if (fullSinceMs === null || !Number.isFinite(fullSinceMs)) return 'ok';
  if (!Number.isFinite(nowMs)) return 'warning';
  return nowMs - fullSinceMs >= SCREEN_FULL_THRESHOLD_MS ? 'game_over' : 'warning';
}

/**
 * Milliseconds left before a full screen ends the game, for a countdown: SCREEN_FULL_THRESHOLD_MS when not
 * full, 0 once over, and never more than the threshold.
 */
export function screenFullMsLeft(input: { fullSinceMs: number | null; nowMs: number }): number {
  const { fullSinceMs, nowMs } = input;
  if (fullSinceMs === null || !Number.isFinite(fullSinceMs) || !Number.isFinite(nowMs)) {
    return SCREEN_FULL_THRESHOLD_MS;
  }
  const elapsedMs = Math.max(0, nowMs - fullSinceMs);
  return Math.max(0, SCREEN_FULL_THRESHOLD_MS - elapsedMs);
}
