import type { IRoomCache, MatchMakerDriver, Presence, SortOptions } from '@colyseus/core';
import { BOT_WAIT_MS, RATING_DEFAULT, canPair } from '@goalguessr/game-core';
import { DUEL_ROOM_NAME } from '@goalguessr/protocol';

/** The join option (and room metadata field, through `filterBy`) that carries a player's rating. */
export const RATING_FILTER_FIELD = 'rating';

/** A finite number, or the default rating (an older client sends none; the room listing may lack it too). */
function ratingOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : RATING_DEFAULT;
}

/**
 * The room metadata field where a duel room writes when its search began, on the server clock (monotonic): the
 * windows compare it with the joiner's `now` from the same clock. Colyseus' own `createdAt` is the wall clock,
 * and a step of the machine's clock would open every window at once (or shut them for an hour).
 */
export const WAITING_SINCE_FIELD = 'waitingSinceMs';

/** When a room's waiting player started waiting: its search start, else the room's creation (older listings). */
function waitingSinceMs(room: IRoomCache, nowMs: number): number {
  const since = (room.metadata as Record<string, unknown> | undefined)?.[WAITING_SINCE_FIELD];
  if (typeof since === 'number' && Number.isFinite(since)) return since;
  const created = room.createdAt === undefined ? Number.NaN : new Date(room.createdAt).getTime();
  return Number.isFinite(created) ? created : nowMs;
}

/** An open room a joiner may take, with what ranks it: how far its waiter's rating is, and since when it waits. */
interface Candidate<R> {
  room: R;
  diff: number;
  sinceMs: number;
}

/**
 * The open rooms whose waiting player game-core `canPair` accepts at `nowMs` for a player of `rating` who has
 * waited since `sinceMs` (a joiner: now; a player waiting in a room of their own: that room's search start).
 */
function acceptableRooms<R extends IRoomCache>(
  rooms: readonly R[],
  rating: number,
  sinceMs: number,
  nowMs: number,
  waitScale: number,
): Candidate<R>[] {
  const scaledNow = nowMs * waitScale;
  const joiner = { id: '', rating, sinceMs: sinceMs * waitScale };
  const found: Candidate<R>[] = [];
  for (const room of rooms) {
    const metadata = (room.metadata ?? {}) as Record<string, unknown>;
    const waiterRating = ratingOf(metadata[RATING_FILTER_FIELD]);
    const sinceMs = waitingSinceMs(room, nowMs);
    const waiter = { id: room.roomId, rating: waiterRating, sinceMs: sinceMs * waitScale };
    if (!canPair(joiner, waiter, scaledNow)) continue;
    found.push({ room, diff: Math.abs(waiterRating - rating), sinceMs });
  }
  return found;
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
  return rankRoomsForRating(rooms, rating, nowMs, waitScale)[0];
}

/**
 * Every room `pickRoomForRating` accepts, best first: the closest rating first, then the longest waiter. With
 * `random` (a number in [0, 1), injected so tests stay deterministic), the rooms exactly as close as the best
 * one come first in a random order instead: joiners that arrive together (on one process or several, reading
 * the same room listing) then try different rooms first rather than all claiming the same one. The rest keeps
 * its order.
 */
export function rankRoomsForRating<R extends IRoomCache>(
  rooms: readonly R[],
  rating: number,
  nowMs: number,
  waitScale = 1,
  random?: () => number,
): R[] {
  return rankRoomsForWaiter(rooms, { rating, sinceMs: nowMs }, nowMs, waitScale, random);
}

/**
 * `rankRoomsForRating` for a player who has already waited since `waiter.sinceMs` (alone in a room of their own):
 * the windows are those of the longer waiter of each two, so a long wait widens them as it does for a joiner.
 */
export function rankRoomsForWaiter<R extends IRoomCache>(
  rooms: readonly R[],
  waiter: { readonly rating: number; readonly sinceMs: number },
  nowMs: number,
  waitScale = 1,
  random?: () => number,
): R[] {
  const ranked = acceptableRooms(rooms, waiter.rating, waiter.sinceMs, nowMs, waitScale).sort(
    (a, b) => a.diff - b.diff || a.sinceMs - b.sinceMs,
  );
  const bestDiff = ranked[0]?.diff;
  if (random !== undefined && bestDiff !== undefined) {
    let tied = 1;
    while (tied < ranked.length && ranked[tied]?.diff === bestDiff) tied += 1;
    // Fisher–Yates over the tied head
    for (let i = tied - 1; i > 0; i--) {
      const j = Math.min(i, Math.floor(random() * (i + 1)));
      const swap = ranked[i] as Candidate<R>;
      ranked[i] = ranked[j] as Candidate<R>;
      ranked[j] = swap;
    }
  }
  return ranked.map((candidate) => candidate.room);
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
 * The join option (and filter field) that makes each join its own in Colyseus' creation lock: `joinOrCreate`
 * lets simultaneous joiners with the same filter options wait for one new room and then all try its one free
 * seat (all but one fail "already full"). The duel room's `onAuth` sets a fresh value on each join attempt
 * (`stampJoinTicket`); the driver drops it from the conditions, and pairing simultaneous joiners is left to the
 * seat claims and pairing turns below.
 */
export const JOIN_TICKET_FIELD = 'joinTicket';

/** Gives a join attempt's options a fresh ticket (see `JOIN_TICKET_FIELD`); anything but an object is left. */
export function stampJoinTicket(options: unknown, ticket: string): void {
  if (typeof options === 'object' && options !== null && !Array.isArray(options)) {
    (options as Record<string, unknown>)[JOIN_TICKET_FIELD] = ticket;
  }
}

/** The presence calls pairing needs (Colyseus' LocalPresence in memory, RedisPresence across processes). */
export type PairingPresence = Pick<Presence, 'incr' | 'expire' | 'hincrbyex' | 'setex' | 'get' | 'del'>;

/** How long a claim on a room's free seat holds (the claimer reserves it within this; seat reservations last 15 s). */
export const SEAT_CLAIM_TTL_S = 5;
/**
 * The longest a joiner whose turn is to wait waits for the room of the joiner before it (its partner) before it
 * opens its own; it stops as soon as it took a room, or the partner's room was taken by someone else.
 */
export const PAIRING_HANDOFF_WAIT_MS = 5_000;
/** How often it looks meanwhile, at first (then up to 6 times less often). */
export const PAIRING_HANDOFF_POLL_MS = 50;
const SEAT_CLAIM_KEY = 'goalguessr:seat-claim:';
const PAIRING_TURNS_KEY = 'goalguessr:pairing-turns';
const TURN_TICKET_KEY = 'goalguessr:turn-ticket:';
const TICKET_ROOM_KEY = 'goalguessr:ticket-room:';
const PAIRING_KEYS_TTL_S = 60;
/** How long a process remembers that a join attempt opens a room (Colyseus asks the driver twice). */
const OPENER_MEMORY_MS = 60_000;

export interface RatingDriverOptions {
  /** see `pairingWaitScale` */
  waitScale?: number;
  now?: () => number;
  /** orders equally good rooms (`rankRoomsForRating`); omitted, the order is deterministic */
  random?: () => number;
  /** Colyseus' presence (read when a join comes, since the matchmaker sets it up after the driver) */
  presence: () => PairingPresence;
  sleep?: (ms: number) => Promise<void>;
  handoffWaitMs?: number;
  handoffPollMs?: number;
  /** see SEAT_CLAIM_TTL_S */
  claimTtlS?: number;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims a room's free seat in the presence: the first to count its claim key wins it (for `ttlS`); only the winner
 * sets the expiry (losers must not extend it). A joiner claims the room it joins; a player waiting alone claims
 * their own room before moving to another (`waiting-pairs.ts`), so nobody is sent to a room being left.
 */
export async function claimSeat(presence: PairingPresence, roomId: string, ttlS: number): Promise<boolean> {
  const key = `${SEAT_CLAIM_KEY}${roomId}`;
  if ((await presence.incr(key)) !== 1) return false;
  await presence.expire(key, ttlS);
  return true;
}

/** Gives back a claim won with `claimSeat` that was not used (Colyseus' presence `del` does not wait). */
export function releaseSeatClaim(presence: PairingPresence, roomId: string): void {
  presence.del(`${SEAT_CLAIM_KEY}${roomId}`);
}

/** A listing someone waits in, with a free seat (a room is listed before its creator takes a seat). */
export function hasWaitingPlayer(room: IRoomCache): boolean {
  // a listing read from Redis has `maxClients` null for Infinity (JSON); a duel room always has 2
  return room.clients >= 1 && (typeof room.maxClients !== 'number' || room.clients < room.maxClients);
}

/**
 * Rating-aware matchmaking on top of Colyseus' own: the duel room type is registered with
 * `filterBy(['tournament', 'rating', JOIN_TICKET_FIELD])`, so a joiner's rating reaches the driver's `findOne`
 * as a condition and a new room lists its creator's rating in its metadata. Colyseus would match that rating
 * exactly; this driver instead drops it (and the ticket) from the conditions, lists the open rooms of the
 * tournament (the wrapped driver's `query`: in memory or in Redis, so it works across processes), ranks them
 * with `rankRoomsForRating` and takes the first whose free seat it can **claim**: an atomic counter per room in
 * Colyseus' presence, so of several joiners reading the same listing (on one process or several) exactly one
 * gets each waiting room and the others go on to the next room at once, instead of all reserving the same seat
 * and failing "already full" after Colyseus' retries.
 *
 * When no room can be claimed, the joiner takes a **pairing turn** (an atomic counter per tournament): an odd
 * turn opens a room (Colyseus creates it, as before) and leaves its ticket under its turn; an even turn waits
 * for a room instead: it takes any room opened since it came, or its partner's (the turn before: found through
 * the partner's ticket, which the new room's listing records), and opens its own only once the partner's room
 * went to someone else or after `handoffWaitMs`. So players who find nothing at the same moment pair up rather
 * than each wait alone in a room. Every other call goes to the wrapped driver unchanged.
 */
export function ratingAwareDriver(inner: MatchMakerDriver, options: RatingDriverOptions): MatchMakerDriver {
  const waitScale = options.waitScale ?? 1;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const handoffWaitMs = options.handoffWaitMs ?? PAIRING_HANDOFF_WAIT_MS;
  const handoffPollMs = options.handoffPollMs ?? PAIRING_HANDOFF_POLL_MS;
  const claimTtlS = options.claimTtlS ?? SEAT_CLAIM_TTL_S;
  /** join attempts (tickets) of this process that open a room, until Colyseus has asked again inside its lock */
  const openers = new Map<string, number>();

  const claim = (roomId: string): Promise<boolean> => claimSeat(options.presence(), roomId, claimTtlS);

  /** Claims the best room with a waiting player that the joiner's rating allows, or undefined. */
  const claimRoom = async (
    conditions: Record<string, unknown>,
    rating: number,
    sortOptions: SortOptions | undefined,
  ): Promise<IRoomCache | undefined> => {
    const rooms = (await inner.query(conditions, sortOptions)).filter(hasWaitingPlayer);
    for (const room of rankRoomsForRating(rooms, rating, now(), waitScale, options.random)) {
      if (await claim(room.roomId)) return room;
    }
    return undefined;
  };

  const open = async (ticket: unknown, tournament: string, turn: number): Promise<undefined> => {
    if (typeof ticket !== 'string') return undefined;
    const nowMs = now();
    openers.set(ticket, nowMs);
    for (const [old, since] of openers) if (nowMs - since > OPENER_MEMORY_MS) openers.delete(old);
    if (turn > 0)
      await options.presence().setex(`${TURN_TICKET_KEY}${tournament}:${turn}`, ticket, PAIRING_KEYS_TTL_S);
    return undefined;
  };

  /**
   * An even turn: waits for the room of the turn before (its partner's, found through the partner's ticket,
   * which the new room's listing records) and claims it. `gone`: someone else took it, it closed, or the ratings
   * do not allow it; `late`: nothing came by `deadline`.
   */
  const awaitPartner = async (
    rating: number,
    tournament: string,
    turn: number,
    deadline: number,
  ): Promise<IRoomCache | 'gone' | 'late'> => {
    const presence = options.presence();
    let partnerTicket: string | null = null;
    let partnerRoomId: string | null = null;
    // every 50 ms at first, then less often (many waiters at once would each keep Redis busy)
    let pollMs = handoffPollMs;
    while (now() < deadline) {
      await sleep(pollMs);
      pollMs = Math.min(pollMs * 1.5, handoffPollMs * 6);
      // (Redis answers null for a missing key, LocalPresence undefined)
      partnerTicket ??=
        ((await presence.get(`${TURN_TICKET_KEY}${tournament}:${turn - 1}`)) as string | null) ?? null;
      if (partnerTicket !== null) {
        partnerRoomId ??=
          ((await presence.get(`${TICKET_ROOM_KEY}${partnerTicket}`)) as string | null) ?? null;
      }
      if (partnerRoomId === null) continue;
      const partner = (await inner.findOne({ roomId: partnerRoomId })) as IRoomCache | undefined;
      if (partner === undefined || partner.locked) return 'gone';
      if (partner.clients === 0) continue;
      // someone waits in it: take it if the ratings allow and nobody claimed it first
      const acceptable = rankRoomsForRating([partner], rating, now(), waitScale).length === 1;
      return acceptable && hasWaitingPlayer(partner) && (await claim(partner.roomId)) ? partner : 'gone';
    }
    return 'late';
  };

  const findOne = async (
    conditions: Record<string, unknown>,
    sortOptions?: SortOptions,
  ): Promise<IRoomCache> => {
    if (conditions.name !== DUEL_ROOM_NAME || conditions.roomId !== undefined) {
      return inner.findOne(conditions, sortOptions);
    }
    const { [RATING_FILTER_FIELD]: ratingValue, [JOIN_TICKET_FIELD]: ticket, ...rest } = conditions;
    // Colyseus' own drivers resolve `undefined` when nothing matches, whatever the declared type says.
    const none = undefined as unknown as IRoomCache;
    // Colyseus asks again inside its creation lock: a join attempt that opens a room keeps to it
    if (typeof ticket === 'string' && openers.delete(ticket)) return none;
    const rating = ratingOf(ratingValue);
    const tournament = typeof rest.tournament === 'string' ? rest.tournament : '';
    const deadline = now() + handoffWaitMs;
    for (;;) {
      const claimed = await claimRoom(rest, rating, sortOptions);
      if (claimed !== undefined) return claimed;
      const turn = await options.presence().hincrbyex(PAIRING_TURNS_KEY, tournament, 1, PAIRING_KEYS_TTL_S);
      if (turn % 2 === 1) return (await open(ticket, tournament, turn)) ?? none;
      const partner = await awaitPartner(rating, tournament, turn, deadline);
      if (partner === 'late') return (await open(ticket, tournament, 0)) ?? none;
      // the partner's room went to someone else: look again, then take a new turn (the turns stay paired)
      if (partner !== 'gone') return partner;
    }
  };

  /** A new duel room's listing: its creator's ticket now names it, for the creator's partner (`awaitPartner`). */
  const recordTicket = async (room: IRoomCache): Promise<void> => {
    const ticket = (room.metadata as Record<string, unknown> | undefined)?.[JOIN_TICKET_FIELD];
    if (room.name === DUEL_ROOM_NAME && typeof ticket === 'string') {
      await options.presence().setex(`${TICKET_ROOM_KEY}${ticket}`, room.roomId, PAIRING_KEYS_TTL_S);
    }
  };
  // Colyseus records a new room with `insert` when the driver has it (in memory), else with `persist(…, true)`
  const persist = async (room: IRoomCache, create?: boolean): Promise<boolean> => {
    const persisted = await inner.persist(room, create);
    if (create === true) await recordTicket(room);
    return persisted;
  };
  const insert = async (room: IRoomCache): Promise<boolean> => {
    const inserted = (await inner.insert?.(room)) === true;
    if (inserted) await recordTicket(room);
    return inserted;
  };

  return new Proxy(inner, {
    get(target, property, receiver): unknown {
      if (property === 'findOne') return findOne;
      if (property === 'persist') return persist;
      if (property === 'insert' && typeof target.insert === 'function') return insert;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
