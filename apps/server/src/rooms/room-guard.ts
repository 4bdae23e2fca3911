import { randomUUID } from 'node:crypto';
import { CloseCode, ServerError, type Client, type Room } from '@colyseus/core';
import { TOURNAMENT_IDS, defaultRating, type Rating } from '@goalguessr/game-core';
import {
  CLIENT_MESSAGES,
  joinErrorCode,
  joinOptionsSchema,
  type JoinErrorCode,
  type JoinOptions,
} from '@goalguessr/protocol';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Ladder } from '../ladder/ladder';
import { isPublicName } from '../ladder/public-name';
import type { FootballerIndex, ParticipantInit, QuestionSource, RecentFootballers } from '../match/types';
import { RATING_FILTER_FIELD, stampJoinTicket } from '../matchmaking/rating-driver';
import type { DuelMetrics } from '../production/metrics';
import type { ClientGate } from '../security/client-gate';
import type { RefusalLog } from '../security/refusal-log';
import { packRecentIds } from './recent-ids';

/** HTTP-like status of a refused join; the SDK's error `message` carries the JoinErrorCode. */
export const JOIN_REFUSED_STATUS = 400;

/** The Colyseus entry point of every frame a room client sends (a method of Room, private in its types). */
interface FrameSink {
  _onMessage(client: Client, frame: Uint8Array): void;
}

export interface FrameGuardContext {
  clock: Clock;
  /** every frame of a client passes it first: flood limit, undecodable frames */
  gate: ClientGate;
  refusals: RefusalLog;
  /** a client was cut off for flooding: its address cools down (`socket` is `client.ref`) */
  onFlood(socket: unknown): void;
}

/**
 * Puts the client gate in front of Colyseus' frame decoder (as Colyseus' own latency simulation wraps the
 * same method): a flood or an undecodable frame cuts the client off (close code 4002, as Colyseus would)
 * with one short log line instead of a stack trace per frame.
 */
export function guardFrames(room: Room, context: FrameGuardContext): void {
  const sink = room as unknown as FrameSink;
  const decode = sink._onMessage.bind(room);
  sink._onMessage = (client: Client, frame: Uint8Array): void => {
    const verdict = context.gate.admit(client, frame, context.clock.now());
    if (verdict === 'pass') return decode(client, frame);
    if (verdict === 'drop') return;
    context.refusals.refused(`room ${room.roomId}`, verdict === 'flood' ? 'flood' : 'frame', verdict);
    if (verdict === 'flood') context.onFlood(client.ref);
    client.leave(CloseCode.WITH_ERROR);
  };
}

/** The join options, checked; a refusal is thrown as the ServerError whose message the SDK shows. */
export function parseJoinOptions(options: unknown): JoinOptions {
  const parsed = joinOptionsSchema.safeParse(options);
  if (!parsed.success) throw new ServerError(JOIN_REFUSED_STATUS, joinErrorCode(parsed.error));
  return parsed.data;
}

/**
 * Who a join is on the ladder (issue 27): the player id it proved (null for a guest, who joined without one) and
 * the rating the server keeps for them in the join's tournament — never one the client sent.
 */
export interface LadderSeat {
  playerId: string | null;
  rating: Rating;
  /**
   * the client address of the matchmaking request (as the HTTP guard resolved it, trusted proxies included), for
   * the ladder's one-address rule; null when unknown
   */
  address: string | null;
}

/**
 * The checked join options and the ladder seat: what `onAuth` hands to `onJoin` (`client.auth`). The recent ids
 * travel as the question source's entry indices in one short string (`recentIds`, see `packRecentIds`): Colyseus
 * copies the admitted join as JSON into the seat reservation, and a copy of up to RECENT_PLAYERS_LIMIT strings per
 * join, alive until the player's socket joins, was the largest single source of what the server promoted to its old
 * generation at 10,000 players; each id was then hashed again on its way to the bank (issue 29).
 */
export type AdmittedJoin = Omit<JoinOptions, 'recentPlayerIds'> & { recentIds: string; seat: LadderSeat };

/**
 * A join's checked options and ladder seat as the admitted join, its recent ids packed as the indices of the
 * footballers the question source knows (the others dropped).
 */
export function admittedJoin(
  options: JoinOptions,
  seat: LadderSeat,
  footballers: FootballerIndex | undefined,
): AdmittedJoin {
  const { recentPlayerIds, ...rest } = options;
  return { ...rest, recentIds: packRecentIds(recentPlayerIds, footballers), seat };
}

/**
 * A player as the match engine seats them, from their checked join options, their recent footballers (entry
 * indices, read when the cards are drawn: `RecentFootballers`) and the server's rating. The room state shows the
 * username to the opponent, a stranger as often as not: one the profanity filter refuses is seated empty (the
 * client then shows "Opponent", and the player their own name), as the leaderboard hides it.
 */
export function participantOf(
  sessionId: string,
  options: Omit<JoinOptions, 'recentPlayerIds'>,
  recent: RecentFootballers,
  seat: LadderSeat,
): ParticipantInit {
  return {
    id: sessionId,
    isBot: false,
    username: isPublicName(options.username) ? options.username : '',
    shirt: options.shirt,
    cleat: options.cleat,
    recent,
    powerUps: options.powerUps,
    rating: seat.rating.rating,
    ratingDeviation: seat.rating.rd,
    level: options.level ?? 0,
  };
}

/**
 * How a private duel (FRIEND_ROOM_NAME) is created: by its host (`client.create` with the join options) or by
 * the server for a rematch (`rematch: true`: there is no host, both players join with the code).
 */
const friendCreateOptionsSchema = z.object({
  tournament: z.enum(TOURNAMENT_IDS),
  rematch: z.literal(true).optional(),
});

export function parseFriendCreateOptions(options: unknown): z.output<typeof friendCreateOptionsSchema> {
  const parsed = friendCreateOptionsSchema.safeParse(options);
  if (!parsed.success)
    throw new ServerError(JOIN_REFUSED_STATUS, 'invalid_join_options' satisfies JoinErrorCode);
  return parsed.data;
}

const KNOWN_MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.values(CLIENT_MESSAGES));

/** A message type as a log line names it: a known one, or "(other type)" (never what a client made up). */
export function loggedMessageType(type: string): string {
  return KNOWN_MESSAGE_TYPES.has(type) ? type : '(other type)';
}

/**
 * Colyseus calls the wildcard handler with `(client, type, payload)`, except for a message whose type is
 * literally "*": that one comes as `(client, payload, dispatchContext)`. The context is the only argument with
 * functions in it (a decoded payload never has any), which tells the two apart.
 */
export function isDispatchContext(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { reject?: unknown }).reject === 'function'
  );
}

export interface JoinGuardContext {
  metrics?: DuelMetrics;
  /** the footballers a join's recent ids are mapped to, once, when it is admitted (`admittedJoin`) */
  questions: Pick<QuestionSource, 'footballers'>;
  /** rejects (ServerError `server_draining`) when this process drains and no other process can take a player */
  admitNewPlayer(): Promise<void>;
  /** the ladder (issue 27): proves a join's player id and gives the server's rating */
  ladder: Ladder;
  /** the database failed while a join was checked: the player plays as a guest (logged, never refused) */
  ladderFailed(what: string, error: unknown): void;
}

/**
 * The join's ladder seat: its player id proven by its secret (a wrong secret is refused, `identity_invalid`) and
 * the server's rating; a guest without a player id, or when the database does not answer (the match then does
 * not count), at the default rating.
 */
async function ladderSeatOf(
  context: JoinGuardContext,
  options: JoinOptions,
  address: string | null,
): Promise<LadderSeat> {
  const guest: LadderSeat = { playerId: null, rating: defaultRating(), address };
  if (options.identity === undefined) return guest;
  let verdict;
  try {
    verdict = await context.ladder.authenticate(options.identity, options.username, options.tournament);
  } catch (error) {
    context.ladderFailed('join', error);
    return guest;
  }
  if (!verdict.ok) throw new ServerError(JOIN_REFUSED_STATUS, verdict.reason satisfies JoinErrorCode);
  return { playerId: verdict.playerId, rating: verdict.rating, address };
}

/**
 * A room's `onAuth`, before any seat is reserved: a draining process takes no new player unless another process
 * can (Redis), then the join options are checked and the player id proven (they become `client.auth`), and the
 * join attempt gets its own ticket and the server's rating as its matchmaking rating. Refused joins are counted by
 * their join error code for the metrics.
 */
export function admitJoin(
  context: JoinGuardContext,
  options: unknown,
  authContext?: { ip?: string | undefined },
): Promise<AdmittedJoin> {
  const admitted = context
    .admitNewPlayer()
    .then(() => parseJoinOptions(options))
    .then(async (joinOptions) => {
      // the HTTP guard wrote the resolved client address into X-Forwarded-For, which Colyseus reads as `ip`
      const seat = await ladderSeatOf(context, joinOptions, authContext?.ip ?? null);
      // Colyseus reads the filter fields from these very options next (see JOIN_TICKET_FIELD): the rating it
      // pairs by is the server's, whatever the client wrote there
      stampJoinTicket(options, randomUUID());
      (options as Record<string, unknown>)[RATING_FILTER_FIELD] = seat.rating.rating;
      // the recent ids go on in the admitted join only, as the bank's indices in one string: Colyseus copies both
      // (JSON) into the seat reservation
      delete (options as Record<string, unknown>).recentPlayerIds;
      return admittedJoin(joinOptions, seat, context.questions.footballers);
    });
  return admitted.catch((error: unknown) => {
    const code = error instanceof ServerError ? error.message : 'unknown';
    context.metrics?.joinRefused(code);
    throw error;
  });
}
