import {
  BOT_ACCURACY,
  BOT_ACCURACY_MAX,
  BOT_ACCURACY_MIN,
  BOT_ACCURACY_PER_RATING_POINT,
  RATING_DEFAULT,
  type TournamentId,
} from '../constants';

/**
 * ours (issue 27): two player ids seen from one client address within this long of each other are one household,
 * or one person with two devices: their matches against each other do not count.
 */
export const SHARED_ADDRESS_WINDOW_MS = 60 * 60_000;

/**
 * Why a finished match does not move the ladder:
 * - `guest`: a player joined without a player id (an older client, a load test): nobody's rating moves, since a
 *   throw-away opponent could feed any result;
 * - `same_player`: both seats were joins of one player id (two tabs, two devices);
 * - `shared_address`: the two ids were seen from one client address within SHARED_ADDRESS_WINDOW_MS;
 * - `bot_off_scale`: a bot whose accuracy game-core had to clamp (BOT_ACCURACY_MIN…MAX), so it did not play at the
 *   rating it was labelled with.
 */
export type LadderExclusion = 'guest' | 'same_player' | 'shared_address' | 'bot_off_scale';

export const LADDER_EXCLUSIONS: readonly LadderExclusion[] = [
  'guest',
  'same_player',
  'shared_address',
  'bot_off_scale',
];

/** What the server knows of a finished match when it decides whether it counts. */
export interface LadderMatchFacts {
  tournament: TournamentId;
  /** the person's player id, null for a guest */
  first: string | null;
  /** the other person's player id (null for a guest), or `bot` with the rating it was labelled with */
  second: { playerId: string | null } | { bot: { rating: number } };
  /** whether the two ids were seen from one address within SHARED_ADDRESS_WINDOW_MS */
  sharedAddress: boolean;
}

/**
 * Whether a bot labelled with `rating` plays at that strength: its accuracy (game-core `botStrengthFor`, the
 * tournament's base moved by BOT_ACCURACY_PER_RATING_POINT per point from 1500) needs no clamping into
 * BOT_ACCURACY_MIN…MAX. Beyond that range the bot plays weaker (or stronger) than its label says.
 */
export function botPlaysAtStatedStrength(tournament: TournamentId, rating: number): boolean {
  if (!Number.isFinite(rating)) return false;
  const accuracy =
    BOT_ACCURACY[tournament] + (Math.round(rating) - RATING_DEFAULT) * BOT_ACCURACY_PER_RATING_POINT;
  return accuracy >= BOT_ACCURACY_MIN && accuracy <= BOT_ACCURACY_MAX;
}

/**
 * The ladder's rule for a finished match (a result, including a forfeit; a void match never reaches it): it counts
 * (both ratings move by Glicko-2, the season's standings record it) unless a `LadderExclusion` applies. A bot counts
 * at its stated strength: the player is rated against the rating and deviation the bot was labelled with, as long
 * as it played at that strength (`botPlaysAtStatedStrength`).
 */
export function ladderVerdict(
  facts: LadderMatchFacts,
): { counted: true } | { counted: false; reason: LadderExclusion } {
  if (facts.first === null) return { counted: false, reason: 'guest' };
  if ('bot' in facts.second) {
    return botPlaysAtStatedStrength(facts.tournament, facts.second.bot.rating)
      ? { counted: true }
      : { counted: false, reason: 'bot_off_scale' };
  }
  const other = facts.second.playerId;
  if (other === null) return { counted: false, reason: 'guest' };
  if (other === facts.first) return { counted: false, reason: 'same_player' };
  if (facts.sharedAddress) return { counted: false, reason: 'shared_address' };
  return { counted: true };
}
