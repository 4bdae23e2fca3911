import { TOURNAMENT_IDS, type LadderExclusion, type TournamentId } from '@goalguessr/game-core';
import { z } from 'zod';
import { deviceIdentitySchema } from './schemas';

/**
 * The ladder's HTTP API (issue 27), JSON under `/api/`. Public reads are GETs (cacheable); whatever needs the
 * device's secret is a POST whose JSON body carries it (never a URL, which logs and caches keep), sent as
 * `text/plain` so a browser needs no CORS preflight.
 */
export const API_PATHS = {
  /** `GET /api/leaderboard/<tournament>`: LeaderboardResponse (cacheable for LEADERBOARD_CACHE_SECONDS) */
  leaderboard: '/api/leaderboard',
  /** `POST /api/me` with MeRequest: MeResponse */
  me: '/api/me',
  /** `POST /api/me/delete` with DeleteMeRequest: `{ deleted: true }` ("Delete my data on the server") */
  deleteMe: '/api/me/delete',
  /** `POST /api/match/ending` with MatchEndingRequest: MatchEndingResponse (how a duel this player was in ended) */
  matchEnding: '/api/match/ending',
} as const;

/** How long a top-100 answer may be cached (the server also keeps it this long). */
export const LEADERBOARD_CACHE_SECONDS = 30;

/** Why an API request failed, as `{ "error": code }`. */
export const API_ERROR_CODES = [
  /** 400: the body or path is not what the route takes */
  'invalid_request',
  /** 401: the player id is registered with another secret */
  'identity_invalid',
  /** 404: no such player (the device never played a duel, or its data was deleted) */
  'unknown_player',
  /** 404: no such route */
  'not_found',
  /** 405 */
  'method_not_allowed',
  /** 413: a body over API_MAX_BODY_BYTES */
  'body_too_large',
  /** 429: too many requests from this address; try again after `Retry-After` seconds */
  'rate_limited',
  /** 503: the database did not answer */
  'unavailable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Largest request body an API route reads. */
export const API_MAX_BODY_BYTES = 1024;

/** A weekly season (game-core `seasonAt`): id = its Monday's UTC date. */
export interface SeasonInfo {
  id: string;
  startsAtMs: number;
  endsAtMs: number;
}

/** One player's season standing as the board shows it (the player id is never part of it). */
export interface LeaderboardEntry {
  rank: number;
  /** the public username; null when the profanity filter hid it: show `tag` */
  name: string | null;
  /** 4 characters that tell anonymous names apart */
  tag: string;
  /** rating after the player's last counted match of the season (what ranks it), rounded; rd likewise */
  rating: number;
  rd: number;
  provisional: boolean;
  wins: number;
  draws: number;
  losses: number;
}

export interface LeaderboardResponse {
  tournament: TournamentId;
  season: SeasonInfo;
  /** players on this season's board */
  players: number;
  /** the top 100, best first */
  top: LeaderboardEntry[];
  /** last season's final top 3 */
  previousSeason: { id: string; top3: LeaderboardEntry[] };
  serverNowMs: number;
}

export const meRequestSchema = z.strictObject({
  playerId: deviceIdentitySchema.shape.playerId,
  secret: deviceIdentitySchema.shape.secret,
  tournament: z.enum(TOURNAMENT_IDS),
});
export type MeRequest = z.infer<typeof meRequestSchema>;

export const deleteMeRequestSchema = z.strictObject({
  playerId: deviceIdentitySchema.shape.playerId,
  secret: deviceIdentitySchema.shape.secret,
});
export type DeleteMeRequest = z.infer<typeof deleteMeRequestSchema>;

/** A match room's id as Colyseus makes it (the part of a seat's reconnection token before the colon). */
export const matchRoomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * "How did my duel end?" (issue 25): a device that could not get back into its seat asks with its identity and
 * the room id; only a player seated in that match gets its ending.
 */
export const matchEndingRequestSchema = z.strictObject({
  playerId: deviceIdentitySchema.shape.playerId,
  secret: deviceIdentitySchema.shape.secret,
  roomId: matchRoomIdSchema,
});
export type MatchEndingRequest = z.infer<typeof matchEndingRequestSchema>;

/**
 * How the match ended, from the asking player's side:
 * - `finished`: played to its end (or decided early), `outcome` as the result said;
 * - `forfeit`: one player left or did not come back in time; `outcome` is `lose` for the one who left;
 * - `void`: the server voided it (shutdown, a fault): the fee comes back;
 * - `running`: the room is still open (the match, or its close, is still under way): ask again shortly;
 * - `none`: no room and no recorded ending (the server stopped mid-match without a word): it will never count,
 *   the fee comes back. A match this player was not seated in answers `none` too (nobody reads others' matches).
 */
export type MatchEndingResponse =
  | { ending: 'finished' | 'forfeit'; outcome: 'win' | 'lose' | 'draw' }
  | { ending: 'void' }
  | { ending: 'running' }
  | { ending: 'none' };

/** A Glicko-2 rating as the server keeps it. */
export interface ServerRating {
  rating: number;
  rd: number;
  volatility: number;
}

/** The record against one friend played by code, from the asking player's side. */
export interface HeadToHeadEntry {
  name: string | null;
  tag: string;
  wins: number;
  draws: number;
  losses: number;
  lastPlayedAtMs: number;
}

export interface MeResponse {
  tournament: TournamentId;
  season: SeasonInfo;
  /** the player's rating in every tournament (null: no counted match there yet): the device shows these */
  ratings: Record<TournamentId, ServerRating | null>;
  /** this season's standing in `tournament` and the players around it; null before a counted match this season */
  standing: { me: LeaderboardEntry; around: LeaderboardEntry[] } | null;
  /** friends played by code, most recent first */
  headToHead: HeadToHeadEntry[];
}

/** What the match result says about the ladder (`ResultPayload.ladder`). */
export interface LadderResult {
  /** whether this match moved the ratings and the season's standings */
  counted: boolean;
  /** why not: game-core's LadderExclusion, or `unavailable` (the database did not answer in time) */
  reason: LadderExclusion | 'unavailable' | null;
  /** this player's rating in the match's tournament now (the server's), null for a guest or when unavailable */
  rating: ServerRating | null;
  /** how far the shown (rounded) rating moved; 0 when not counted */
  change: number;
  /** the season the match belongs to */
  season: string;
}
