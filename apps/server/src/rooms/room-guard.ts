import { randomUUID } from 'node:crypto';
import { CloseCode, ServerError, type Client, type Room } from '@colyseus/core';
import { RATING_DEFAULT, RATING_DEFAULT_RD, TOURNAMENT_IDS } from '@goalguessr/game-core';
import {
  CLIENT_MESSAGES,
  joinErrorCode,
  joinOptionsSchema,
  type JoinErrorCode,
  type JoinOptions,
} from '@goalguessr/protocol';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { ParticipantInit } from '../match/types';
import { stampJoinTicket } from '../matchmaking/rating-driver';
import type { DuelMetrics } from '../production/metrics';
import type { ClientGate } from '../security/client-gate';
import type { RefusalLog } from '../security/refusal-log';

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

/** A player as the match engine seats them, from their checked join options. */
export function participantOf(sessionId: string, options: JoinOptions): ParticipantInit {
  return {
    id: sessionId,
    isBot: false,
    username: options.username,
    shirt: options.shirt,
    cleat: options.cleat,
    recentPlayerIds: options.recentPlayerIds,
    powerUps: options.powerUps,
    rating: options.rating ?? RATING_DEFAULT,
    ratingDeviation: options.ratingDeviation ?? RATING_DEFAULT_RD,
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
  /** rejects (ServerError `server_draining`) when this process drains and no other process can take a player */
  admitNewPlayer(): Promise<void>;
}

/**
 * A room's `onAuth`, before any seat is reserved: a draining process takes no new player unless another process
 * can (Redis), then the join options are checked (they become `client.auth`) and the join attempt gets its own
 * ticket. Refused joins are counted by their join error code for the metrics.
 */
export function admitJoin(context: JoinGuardContext, options: unknown): Promise<JoinOptions> {
  const admitted = context
    .admitNewPlayer()
    .then(() => parseJoinOptions(options))
    .then((joinOptions) => {
      // Colyseus reads the filter fields from these very options next (see JOIN_TICKET_FIELD)
      stampJoinTicket(options, randomUUID());
      return joinOptions;
    });
  return admitted.catch((error: unknown) => {
    const code = error instanceof ServerError ? error.message : 'unknown';
    context.metrics?.joinRefused(code);
    throw error;
  });
}
