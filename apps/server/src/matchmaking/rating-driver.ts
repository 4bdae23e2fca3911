import type { IRoomCache, MatchMakerDriver, SortOptions } from '@colyseus/core';
import { BOT_WAIT_MS, RATING_DEFAULT, canPair } from '@goalguessr/game-core';
import { DUEL_ROOM_NAME } from '@goalguessr/protocol';

/** The join option (and room metadata field, through `filterBy`) that carries a player's rating. */
export const RATING_FILTER_FIELD = 'rating';

/** A finite number, or the default rating (an older client sends none; the room listing may lack it too). */
function ratingOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : RATING_DEFAULT;
}

/** When a room's waiting player started waiting: the room's creation (its creator is its first player). */
function waitingSinceMs(room: IRoomCache, nowMs: number): number {
  const created = room.createdAt === undefined ? Number.NaN : new Date(room.createdAt).getTime();
  return Number.isFinite(created) ? created : nowMs;
}

/**
 * The room a player of `rating` joins, among the open duel rooms of their tournament: one whose waiting player
 * game-core `canPair` accepts at `nowMs` (close ratings first, the window widening with the waiter's wait, open
 * to anyone before the bot's arrival), the closest rating first, then the longest waiter. `undefined`: none
 * fits, so the player opens a room of their own and waits there. `waitScale` stretches the waits (the windows
 * are set for the production bot wait; a server with a shorter bot wait widens them as much sooner).
 */
export function pickRoomForRating<R extends IRoomCache>(
  rooms: readonly R[],
  rating: number,
  nowMs: number,
  waitScale = 1,
): R | undefined {
  const scaledNow = nowMs * waitScale;
  const joiner = { id: '', rating, sinceMs: scaledNow };
  let best: { room: R; diff: number; sinceMs: number } | undefined;
  for (const room of rooms) {
    const metadata = (room.metadata ?? {}) as Record<string, unknown>;
    const waiterRating = ratingOf(metadata[RATING_FILTER_FIELD]);
    const sinceMs = waitingSinceMs(room, nowMs);
    const waiter = { id: room.roomId, rating: waiterRating, sinceMs: sinceMs * waitScale };
    if (!canPair(joiner, waiter, scaledNow)) continue;
    const diff = Math.abs(waiterRating - rating);
    if (best === undefined || diff < best.diff || (diff === best.diff && sinceMs < best.sinceMs)) {
      best = { room, diff, sinceMs };
    }
  }
  return best?.room;
}

/**
 * How much faster than in production the pairing windows widen on a server whose bot joins after `botWaitMs`:
 * the windows keep their place relative to the bot's arrival (never past it). 1 in production; 1 when bots are
 * off (`Infinity`).
 */
export function pairingWaitScale(botWaitMs: number): number {
  return Number.isFinite(botWaitMs) && botWaitMs > 0 ? BOT_WAIT_MS / botWaitMs : 1;
}

/**
 * Rating-aware matchmaking on top of Colyseus' own: the duel room type is registered with
 * `filterBy(['tournament', 'rating'])`, so a joiner's rating reaches the driver's `findOne` as a condition and a
 * new room lists its creator's rating in its metadata. Colyseus would match that rating exactly; this driver
 * instead drops it from the conditions, lists every open room of the tournament (the driver's own `query`, local
 * or Redis, so it works across processes) and picks with `pickRoomForRating`. Every other call goes to the
 * wrapped driver unchanged. Races (two joiners picking the same room) end as Colyseus' usual retry.
 */
export function ratingAwareDriver(
  inner: MatchMakerDriver,
  waitScale = 1,
  now: () => number = Date.now,
): MatchMakerDriver {
  const findOne = async (
    conditions: Record<string, unknown>,
    sortOptions?: SortOptions,
  ): Promise<IRoomCache> => {
    if (conditions.name !== DUEL_ROOM_NAME || conditions.roomId !== undefined) {
      return inner.findOne(conditions, sortOptions);
    }
    const { [RATING_FILTER_FIELD]: rating, ...rest } = conditions;
    const rooms = await inner.query(rest, sortOptions);
    // Colyseus' own drivers resolve `undefined` when nothing matches, whatever the declared type says.
    return pickRoomForRating(rooms, ratingOf(rating), now(), waitScale) as IRoomCache;
  };
  return new Proxy(inner, {
    get(target, property, receiver): unknown {
      if (property === 'findOne') return findOne;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
