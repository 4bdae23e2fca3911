/**
 * Reason codes. The client maps them to text in its locales; the server never sends prose.
 */

/** Codes of `match:error`: the message was refused and nothing changed. */
export const MATCH_ERROR_CODES = [
  /** the payload does not match the message's schema */
  'invalid_message',
  /** no handler for this message type */
  'unknown_message',
  /** no round is running (searching, preparing, reveal, finished…) */
  'not_in_round',
  /** the message names another round than the running one */
  'wrong_round',
  /** this player already answered (or used a golden shot) this round */
  'already_answered',
  /** this player's deadline has passed */
  'deadline_passed',
  /** the option token is not one of the running round's, or its option was removed by a whistle */
  'invalid_option',
  /** the power-up cannot be used now (see the `reason` of `match:power_up_result`) */
  'power_up_not_allowed',
  /** a rematch answer when there is no rematch to answer (a bot, the match not over, or the offer over) */
  'rematch_unavailable',
] as const;
export type MatchErrorCode = (typeof MATCH_ERROR_CODES)[number];

/** Why a power-up was refused (`match:power_up_result` with `ok: false`). */
export const POWER_UP_REFUSAL_REASONS = [
  'unknown_power_up',
  'not_in_round',
  'wrong_round',
  'already_answered',
  'deadline_passed',
  /** one of each power-up per round */
  'already_used_this_round',
  /** POWER_UP_LIMITS_PER_MATCH reached */
  'match_limit_reached',
  /** the inventory declared at join has none left */
  'not_enough_power_ups',
  /** whistle: no wrong option left to remove */
  'nothing_to_remove',
] as const;
export type PowerUpRefusalReason = (typeof POWER_UP_REFUSAL_REASONS)[number];

/**
 * Why a join was refused. The SDK's `joinOrCreate` rejects with an error whose `message` is one of these.
 */
export const JOIN_ERROR_CODES = [
  'invalid_join_options',
  'protocol_mismatch',
  'username_too_short',
  'username_too_long',
  'username_invalid_characters',
  /** a bot took the seat while this client was joining (a rare race): call `joinOrCreate` again */
  'room_full',
  /** too many joins from this address in a short time, or a cool-down after a flood: try again later */
  'rate_limited',
  /** the server is restarting and no other server can take the match: try again in a moment */
  'server_draining',
  /** the server cannot start new matches for a moment (its shared matchmaking store is away): try again shortly */
  'server_unavailable',
  /**
   * the server is overloaded and sheds new quick-play joins for a moment (HTTP 503, `Retry-After`): try again
   * after the hinted delay (`serverBusyRetryAfterMs`); the app does so on its own, still searching
   */
  'server_busy',
  /** a private duel (issue 17): the code is missing or not this room's */
  'friend_code_invalid',
  /** a private duel whose code expired or whose host cancelled it */
  'friend_code_expired',
  /** a private duel of another tournament than the join options name */
  'friend_wrong_tournament',
  /** the join's player id is registered with another secret (issue 27): this device is not that player */
  'identity_invalid',
] as const;
export type JoinErrorCode = (typeof JOIN_ERROR_CODES)[number];

/**
 * A `server_busy` refusal's body: `{ code: 503, error: 'server_busy', message, retryAfterMs }` (the shape of
 * Colyseus' matchmaking errors plus the hint). The SDK's matchmaking error carries only the HTTP status and
 * `message`, so `message` carries the hint too: `server_busy: retry after <ms> ms`.
 */
export function serverBusyMessage(retryAfterMs: number): string {
  return `server_busy: retry after ${Math.max(0, Math.round(retryAfterMs))} ms`;
}

/** The retry hint (ms) of a `server_busy` refusal's message, or null if `message` is not one. */
export function serverBusyRetryAfterMs(message: string): number | null {
  const match = /^server_busy: retry after (\d{1,7}) ms$/.exec(message);
  return match?.[1] !== undefined ? Number(match[1]) : null;
}

/**
 * Why a code look-up (`GET /api/friend/<code>`) failed, as `{ "error": code }`: 400 `friend_code_invalid` (not a
 * code), 404 `friend_code_invalid` (no such code), 410 `friend_code_expired` / `friend_code_cancelled`, 409
 * `friend_duel_started` (the friend already joined), 429 `rate_limited` (too many look-ups from this address).
 */
export const FRIEND_LOOKUP_ERROR_CODES = [
  'friend_code_invalid',
  'friend_code_expired',
  'friend_code_cancelled',
  'friend_duel_started',
  'rate_limited',
] as const;
export type FriendLookupErrorCode = (typeof FRIEND_LOOKUP_ERROR_CODES)[number];

/**
 * Why a match became void: the server is shutting down, it could not prepare the questions, or a private
 * duel's code expired (or a rematch's players did not both come) before anyone played.
 */
export type VoidReason = 'server_shutdown' | 'server_error' | 'friend_expired';

/** WebSocket close codes the server uses besides Colyseus' own (4000 consented, 4001 shutdown, 4002 error). */
export const CLOSE_CODES = {
  /** Colyseus: the client left on purpose, or the server ended the room */
  consented: 4000,
  /** Colyseus: server shutdown */
  serverShutdown: 4001,
  /** Colyseus: the client broke a rule (too many messages per second, undecodable frame) */
  withError: 4002,
  /** ws: a frame larger than MAX_MESSAGE_BYTES */
  messageTooBig: 1009,
} as const;
