import {
  BOT_ACCURACY,
  BOT_ACCURACY_MAX,
  BOT_ACCURACY_MIN,
  BOT_ACCURACY_PER_RATING_POINT,
  BOT_WAIT_MS,
  PAIRING_WINDOWS,
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  RATING_PROVISIONAL_RD,
  type TournamentId,
} from '../constants';

/**
 * The largest rating difference a player who has waited `waitedMs` accepts (PAIRING_WINDOWS): 100 at first, 200
 * from 2 s, 400 from 4 s, anyone from 6 s — always before the bot joins at BOT_WAIT_MS. `null` = no limit. A
 * negative or non-finite wait counts as 0.
 */
export function pairingWindow(waitedMs: number): number | null {
  const wait = Number.isFinite(waitedMs) && waitedMs > 0 ? waitedMs : 0;
  let maxDiff: number | null = PAIRING_WINDOWS[0]?.maxDiff ?? null;
  for (const step of PAIRING_WINDOWS) if (wait >= step.fromWaitMs) maxDiff = step.maxDiff;
  return maxDiff;
}

/** When the window stops limiting at all, in ms of waiting: never later than the bot's arrival. */
export function pairingOpenToAllAfterMs(): number {
  const open = PAIRING_WINDOWS.find((step) => step.maxDiff === null);
  return Math.min(open?.fromWaitMs ?? BOT_WAIT_MS, BOT_WAIT_MS);
}

/** A player waiting in a tournament's queue. */
export interface Waiter {
  id: string;
  rating: number;
  /** when they started waiting */
  sinceMs: number;
}

/**
 * Whether two waiters may be paired at `nowMs`: their rating difference is within the wider of their two windows
 * (the longer waiter widens the search for both, so nobody waits on a newcomer's narrow window).
 */
export function canPair(a: Waiter, b: Waiter, nowMs: number): boolean {
  const windowA = pairingWindow(nowMs - a.sinceMs);
  const windowB = pairingWindow(nowMs - b.sinceMs);
  if (windowA === null || windowB === null) return true;
  return Math.abs(a.rating - b.rating) <= Math.max(windowA, windowB);
}

/**
 * Pairs waiting players at `nowMs`, longest waiter first: each takes the closest-rated acceptable partner (ties go
 * to the longer waiter, then to the lower id so the rule is deterministic). Returns the pairs, as ids; everyone not
 * named keeps waiting. Pure: the room calls it whenever someone joins and on a timer.
 */
export function pairWaiters(waiters: readonly Waiter[], nowMs: number): [string, string][] {
  const queue = waiters
    .slice()
    .sort((x, y) => x.sinceMs - y.sinceMs || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const taken = new Set<string>();
  const pairs: [string, string][] = [];
  for (const a of queue) {
    if (taken.has(a.id)) continue;
    let best: Waiter | undefined;
    for (const b of queue) {
      if (b.id === a.id || taken.has(b.id) || !canPair(a, b, nowMs)) continue;
      if (best === undefined || Math.abs(b.rating - a.rating) < Math.abs(best.rating - a.rating)) best = b;
    }
    if (best !== undefined) {
      taken.add(a.id);
      taken.add(best.id);
      pairs.push([a.id, best.id]);
    }
  }
  return pairs;
}

/**
 * A bot's strength near a player's rating: the bot takes the player's rating (so the expected result is even) with
 * a provisional deviation, and answers right with the tournament's base accuracy moved by
 * BOT_ACCURACY_PER_RATING_POINT per point away from 1500, within BOT_ACCURACY_MIN…MAX. A non-finite rating counts
 * as 1500. The bot stays labelled "Bot" whatever its strength.
 */
export function botStrengthFor(
  tournamentId: TournamentId,
  playerRating: number,
): { rating: number; rd: number; accuracy: number } {
  const rating = Number.isFinite(playerRating)
    ? Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(playerRating)))
    : RATING_DEFAULT;
  const accuracy = BOT_ACCURACY[tournamentId] + (rating - RATING_DEFAULT) * BOT_ACCURACY_PER_RATING_POINT;
  return {
    rating,
    rd: RATING_PROVISIONAL_RD,
    accuracy: Math.min(BOT_ACCURACY_MAX, Math.max(BOT_ACCURACY_MIN, accuracy)),
  };
}
