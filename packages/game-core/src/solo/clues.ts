import { CLUE_STAGES, clueRevealOffsetsMs, clueStagesShown } from '../questions/clues';
import { SOLO_CLUE_WINDOW_MS } from '../constants';

/**
 * The clue clock of one solo question (issue 13): the question opens with the hardest clues and each later
 * stage comes out on the duel's schedule over SOLO_CLUE_WINDOW_MS. Time is passed in; the clock stands still
 * while paused, and a player who does not know may ask for the next clue at once (which moves the clock on to
 * that stage, so it costs what waiting for it would have cost).
 */
export interface ClueClock {
  /** when the reveal began, moved later by pauses and earlier by asking for a clue (ms, caller's clock) */
  readonly startedAtMs: number;
  /** when the clock was stopped, null while it runs */
  readonly pausedAtMs: number | null;
}

function finite(ms: number, fallback: number): number {
  return Number.isFinite(ms) ? ms : fallback;
}

/** A clock whose reveal begins at `nowMs` (stage one, the profile, is out at once). */
export function startClueClock(nowMs: number): ClueClock {
  return { startedAtMs: finite(nowMs, 0), pausedAtMs: null };
}

/** Reveal time that has run at `nowMs`: never negative, and frozen at the pause while paused. */
export function clueClockElapsedMs(clock: ClueClock, nowMs: number): number {
  const at = clock.pausedAtMs ?? finite(nowMs, clock.startedAtMs);
  return Math.max(0, at - clock.startedAtMs);
}

/** How many clue stages are out at `nowMs` (1 to CLUE_STAGES.length). */
export function clueClockStages(clock: ClueClock, nowMs: number): number {
  return clueStagesShown(clueClockElapsedMs(clock, nowMs), SOLO_CLUE_WINDOW_MS);
}

/** When the next stage comes out (caller's clock), or null when every stage is out or the clock is paused. */
export function clueClockNextAtMs(clock: ClueClock, nowMs: number): number | null {
  if (clock.pausedAtMs !== null) return null;
  const next = clueRevealOffsetsMs(SOLO_CLUE_WINDOW_MS)[clueClockStages(clock, nowMs)];
  return next === undefined ? null : clock.startedAtMs + next;
}

/** Stops the clock at `nowMs` (already stopped: unchanged). */
export function pauseClueClock(clock: ClueClock, nowMs: number): ClueClock {
  if (clock.pausedAtMs !== null) return clock;
  return { ...clock, pausedAtMs: Math.max(clock.startedAtMs, finite(nowMs, clock.startedAtMs)) };
}

/** Lets a stopped clock run again at `nowMs`: the reveal goes on where it stood (running: unchanged). */
export function resumeClueClock(clock: ClueClock, nowMs: number): ClueClock {
  if (clock.pausedAtMs === null) return clock;
  const pausedMs = Math.max(0, finite(nowMs, clock.pausedAtMs) - clock.pausedAtMs);
  return { startedAtMs: clock.startedAtMs + pausedMs, pausedAtMs: null };
}

/**
 * The player asks for the next clue at `nowMs`: the clock jumps to the time that stage comes out, so it is out
 * at once and the ones after it follow on the usual schedule. With every stage out, or paused, nothing changes.
 */
export function revealNextClue(clock: ClueClock, nowMs: number): ClueClock {
  if (clock.pausedAtMs !== null) return clock;
  const shown = clueClockStages(clock, nowMs);
  if (shown >= CLUE_STAGES.length) return clock;
  const at = finite(nowMs, clock.startedAtMs);
  const nextOffset = clueRevealOffsetsMs(SOLO_CLUE_WINDOW_MS)[shown] ?? 0;
  return { startedAtMs: Math.min(clock.startedAtMs, at - nextOffset), pausedAtMs: null };
}
