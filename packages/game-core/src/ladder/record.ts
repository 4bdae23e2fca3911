import { TOURNAMENT_IDS, type TournamentId } from '../constants';
import type { PlayerRecord } from '../player/types';
import { defaultRating, defaultTournamentRatings, isRating, type Rating } from '../rating/glicko2';
import { isDeviceIdentity, type DeviceIdentity } from './identity';

/**
 * The record with its anonymous player id (issue 27): kept as it is when it has one, else `fresh` (random bytes the
 * caller drew, `deviceIdentityFrom`). A malformed `fresh` changes nothing.
 */
export function withIdentity(record: PlayerRecord, fresh: DeviceIdentity | null): PlayerRecord {
  if (record.identity !== null || fresh === null || !isDeviceIdentity(fresh)) return record;
  return { ...record, identity: { playerId: fresh.playerId, secret: fresh.secret } };
}

/**
 * The record showing the server's ratings (issue 27: the server keeps them, from the matches it decides): each
 * tournament named in `ratings` takes the server's value, null meaning "no counted match there yet" (the default,
 * shown as not rated); a value that is not a usable rating (`isRating`) is ignored. Returns the same record when
 * nothing changes.
 */
export function withServerRatings(
  record: PlayerRecord,
  ratings: Partial<Record<TournamentId, Rating | null>>,
): PlayerRecord {
  let changed = false;
  const next = { ...record.ratings };
  for (const id of TOURNAMENT_IDS) {
    if (!Object.hasOwn(ratings, id)) continue;
    const given = ratings[id];
    const value = given === null ? defaultRating() : isRating(given) ? given : null;
    if (value === null) continue;
    const current = next[id];
    if (current.rating === value.rating && current.rd === value.rd && current.volatility === value.volatility)
      continue;
    next[id] = { rating: value.rating, rd: value.rd, volatility: value.volatility };
    changed = true;
  }
  return changed ? { ...record, ratings: next } : record;
}

/**
 * After "Delete my data on the server": no player id (the next duel makes a new one) and no rating (they lived on
 * the server). Everything else on the device stays.
 */
export function forgetServerIdentity(record: PlayerRecord): PlayerRecord {
  return { ...record, identity: null, ratings: defaultTournamentRatings() };
}
