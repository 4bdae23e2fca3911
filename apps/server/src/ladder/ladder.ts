import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  LADDER_EXCLUSIONS,
  RATING_DEFAULT,
  RATING_DEFAULT_RD,
  RATING_DEFAULT_VOLATILITY,
  RATING_PROVISIONAL_RD,
  SHARED_ADDRESS_WINDOW_MS,
  TOURNAMENT_IDS,
  ladderVerdict,
  previousSeason,
  rateMatch,
  seasonAt,
  type DeviceIdentity,
  type LadderExclusion,
  type MatchOutcome,
  type Rating,
  type Season,
  type TournamentId,
} from '@goalguessr/game-core';
import type { LeaderboardEntry } from '@goalguessr/protocol';
import type { Database, Queryable } from '../db/database';
import { forgetPlayerInEndings, writeMatchEnding, type EndingSeat } from '../endings/match-endings';
import { addressGroup } from './address';
import { isPublicName } from './public-name';

/** The top of a season's board that the API lists. */
export const LEADERBOARD_SIZE = 100;
/** Players listed above and below one's own rank. */
export const AROUND_COUNT = 5;
/** Friends listed in a head-to-head record (the most recently played first). */
export const HEAD_TO_HEAD_LIMIT = 50;
/** How often, at most, addresses older than the window are deleted. */
const PRUNE_INTERVAL_MS = 60_000;

/** One row of a leaderboard: the protocol's entry, which the API answers as it is (the player id is never in it). */
export type StandingEntry = LeaderboardEntry;

export interface FinishedMatch {
  /** unique per match (the room makes one): recording the same id again changes nothing */
  matchId: string;
  tournament: TournamentId;
  /** a private duel (play a friend, rematch): it also counts in head-to-head records */
  friend: boolean;
  finishedAtMs: number;
  /** the first seat: a person (player id, null for a guest) and their outcome */
  a: { playerId: string | null; outcome: MatchOutcome };
  /** the other seat: a person, or the bot with the rating and deviation it was labelled with */
  b: { playerId: string | null } | { bot: { rating: number; rd: number } };
  /**
   * The match's ending for devices that lose their seat (issue 25): its room id and the seat that forfeited
   * (null: played out), written in the same transaction as the ratings.
   */
  ending?: { roomId: string; forfeitedBy: EndingSeat | null };
}

/** A player's part of a recorded match. */
export interface LadderChange {
  counted: boolean;
  reason: LadderExclusion | null;
  /** the rating before and after (equal when not counted) */
  before: Rating;
  after: Rating;
}

/** What recording a match did: per registered player id, their change (a guest has none). */
export interface RecordedMatch {
  season: string;
  counted: boolean;
  reason: LadderExclusion | null;
  /** false when the match had been recorded before (the stored outcome is returned, nothing changed) */
  firstTime: boolean;
  changes: Map<string, LadderChange>;
}

/** Where tests inject a crash: after each write of a match's transaction, by name. */
export interface LadderFaults {
  afterWrite?(step: 'match' | 'ending' | 'rating_a' | 'rating_b' | 'season_a' | 'season_b'): void;
}

export type AuthenticateResult =
  | { ok: true; playerId: string; rating: Rating; created: boolean }
  | { ok: false; reason: 'identity_invalid' };

interface RatingRow {
  player_id: string;
  rating: number;
  rd: number;
  volatility: number;
}

interface StandingRow {
  id: string;
  name: string | null;
  rating: number;
  rd: number;
  wins: number;
  draws: number;
  losses: number;
}

function defaultRating(): Rating {
  return { rating: RATING_DEFAULT, rd: RATING_DEFAULT_RD, volatility: RATING_DEFAULT_VOLATILITY };
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 4 characters that tell anonymous names apart, stable per player, saying nothing about the id. */
export function anonymousTag(playerId: string): string {
  return createHash('sha256').update(`tag:${playerId}`).digest('base64url').slice(0, 4).toUpperCase();
}

function entry(row: StandingRow, rank: number): StandingEntry {
  return {
    rank,
    name: row.name,
    tag: anonymousTag(row.id),
    rating: Math.round(row.rating),
    rd: Math.round(row.rd),
    provisional: row.rd > RATING_PROVISIONAL_RD,
    wins: row.wins,
    draws: row.draws,
    losses: row.losses,
  };
}

const flip = (outcome: MatchOutcome): MatchOutcome =>
  outcome === 'win' ? 'lose' : outcome === 'lose' ? 'win' : 'draw';

const STANDING_COLUMNS =
  's.player_id AS id, p.public_name AS name, s.rating AS rating, s.rd AS rd, s.wins AS wins, s.draws AS draws, s.losses AS losses';

/**
 * The server's ladder (issue 27) over the database: anonymous players proven by their secret, Glicko-2 ratings per
 * tournament, weekly seasons, head-to-head records of private duels, deletion. Time comes in from one clock.
 */
export class Ladder {
  private addressKey: Buffer | undefined;
  private lastPruneMs = Number.NEGATIVE_INFINITY;

  constructor(
    readonly db: Database,
    private readonly nowMs: () => number,
    private readonly faults: LadderFaults = {},
    private readonly sharedAddressWindowMs: number = SHARED_ADDRESS_WINDOW_MS,
  ) {}

  /**
   * A join's proof: the first join of an id registers it with the hash of its secret; every later join must bring
   * the same secret. The username is kept (its public form through the profanity filter). Returns the player's
   * rating in `tournament` (the default for one with no counted match there).
   */
  async authenticate(
    identity: DeviceIdentity,
    username: string,
    tournament: TournamentId,
  ): Promise<AuthenticateResult> {
    const nowMs = this.nowMs();
    const hash = hashSecret(identity.secret);
    const publicName = isPublicName(username) ? username : null;
    const created = await this.db.run(
      `INSERT INTO players (id, secret_hash, username, public_name, created_at_ms, last_seen_at_ms)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
      [identity.playerId, hash, username, publicName, nowMs, nowMs],
    );
    if (created === 0) {
      const stored = await this.db.get<{ secret_hash: string }>(
        'SELECT secret_hash FROM players WHERE id = ?',
        [identity.playerId],
      );
      if (stored === undefined || !sameHash(stored.secret_hash, hash))
        return { ok: false, reason: 'identity_invalid' };
      await this.db.run(
        'UPDATE players SET username = ?, public_name = ?, last_seen_at_ms = ? WHERE id = ?',
        [username, publicName, nowMs, identity.playerId],
      );
    }
    const rating = await this.db.get<RatingRow>(
      'SELECT player_id, rating, rd, volatility FROM ratings WHERE player_id = ? AND tournament = ?',
      [identity.playerId, tournament],
    );
    return {
      ok: true,
      playerId: identity.playerId,
      created: created > 0,
      rating:
        rating !== undefined
          ? { rating: rating.rating, rd: rating.rd, volatility: rating.volatility }
          : defaultRating(),
    };
  }

  /** Whether `identity` is a registered player with that secret (`unknown` when the id was never registered). */
  async verify(identity: DeviceIdentity): Promise<'ok' | 'unknown' | 'identity_invalid'> {
    const stored = await this.db.get<{ secret_hash: string }>(
      'SELECT secret_hash FROM players WHERE id = ?',
      [identity.playerId],
    );
    if (stored === undefined) return 'unknown';
    return sameHash(stored.secret_hash, hashSecret(identity.secret)) ? 'ok' : 'identity_invalid';
  }

  /** The player joined from `address`: remembered (as a keyed hash of its subscriber part) for the window. */
  async noteAddress(playerId: string, address: string): Promise<void> {
    const nowMs = this.nowMs();
    const hash = await this.hashAddress(address);
    await this.db.run(
      `INSERT INTO recent_addresses (address_hash, player_id, seen_at_ms) VALUES (?, ?, ?)
       ON CONFLICT (address_hash, player_id) DO UPDATE SET seen_at_ms = excluded.seen_at_ms`,
      [hash, playerId, nowMs],
    );
    if (nowMs - this.lastPruneMs >= PRUNE_INTERVAL_MS) {
      this.lastPruneMs = nowMs;
      await this.db.run('DELETE FROM recent_addresses WHERE seen_at_ms < ?', [
        nowMs - this.sharedAddressWindowMs,
      ]);
    }
  }

  /**
   * Records a finished match, in one transaction: the match row (its id makes a second recording a no-op that
   * returns the stored outcome), then — when game-core's `ladderVerdict` counts it — both players' Glicko-2 ratings
   * (`rateMatch`, each against the other's rating before the match; a bot at the rating it was labelled with) and
   * their season standings. A failure anywhere rolls all of it back, so a retry counts the match exactly once.
   */
  async recordMatch(match: FinishedMatch): Promise<RecordedMatch> {
    const season = seasonAt(match.finishedAtMs).id;
    const aId = match.a.playerId;
    const bId = 'bot' in match.b ? null : match.b.playerId;
    if (aId === null && bId === null) {
      return { season, counted: false, reason: 'guest', firstTime: true, changes: new Map() };
    }
    return this.db.transaction(async (tx) => {
      const shared =
        aId !== null &&
        bId !== null &&
        aId !== bId &&
        (await this.sharedAddress(tx, aId, bId, match.finishedAtMs));
      const verdict = ladderVerdict({
        tournament: match.tournament,
        first: aId,
        second: 'bot' in match.b ? { bot: match.b.bot } : { playerId: bId },
        sharedAddress: shared,
      });
      const reason = verdict.counted ? null : verdict.reason;
      const inserted = await tx.run(
        `INSERT INTO matches (id, tournament, season, finished_at_ms, friend, player_a, player_b, bot, outcome_a,
           counted, not_counted_reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
        [
          match.matchId,
          match.tournament,
          season,
          match.finishedAtMs,
          match.friend ? 1 : 0,
          aId,
          bId,
          'bot' in match.b ? 1 : 0,
          match.a.outcome,
          verdict.counted ? 1 : 0,
          reason,
        ],
      );
      if (inserted === 0) return this.storedMatch(tx, match.matchId);
      this.faults.afterWrite?.('match');
      if (match.ending !== undefined) {
        const { roomId, forfeitedBy } = match.ending;
        await writeMatchEnding(tx, {
          matchId: match.matchId,
          roomId,
          tournament: match.tournament,
          endedAtMs: match.finishedAtMs,
          playerA: aId,
          playerB: bId,
          ended:
            forfeitedBy === null
              ? { kind: 'finished', outcomeA: match.a.outcome }
              : { kind: 'forfeit', forfeitedBy },
        });
        this.faults.afterWrite?.('ending');
      }
      const ids = [aId, bId].filter((id): id is string => id !== null);
      if (!verdict.counted || aId === null) {
        const current = await this.ratingsOfIn(tx, ids, match.tournament);
        const changes = new Map<string, LadderChange>();
        for (const id of ids) {
          const rating = current.get(id) ?? defaultRating();
          changes.set(id, { counted: false, reason, before: rating, after: rating });
        }
        return { season, counted: false, reason, firstTime: true, changes };
      }
      const before = await this.lockRatings(tx, ids, match.tournament);
      const changes = new Map<string, LadderChange>();

      const aBefore = before.get(aId) ?? defaultRating();
      const bBefore =
        'bot' in match.b
          ? { ...match.b.bot, volatility: RATING_DEFAULT_VOLATILITY }
          : (before.get(bId ?? '') ?? defaultRating());
      const aAfter = rateMatch(aBefore, bBefore, match.a.outcome);
      changes.set(aId, { counted: true, reason: null, before: aBefore, after: aAfter });
      await this.writeRating(tx, aId, match.tournament, aAfter, match.finishedAtMs);
      this.faults.afterWrite?.('rating_a');
      let bAfter: Rating | null = null;
      if (bId !== null) {
        bAfter = rateMatch(bBefore, aBefore, flip(match.a.outcome));
        changes.set(bId, { counted: true, reason: null, before: bBefore, after: bAfter });
        await this.writeRating(tx, bId, match.tournament, bAfter, match.finishedAtMs);
        this.faults.afterWrite?.('rating_b');
      }
      await this.writeStanding(
        tx,
        season,
        match.tournament,
        aId,
        aAfter,
        match.a.outcome,
        match.finishedAtMs,
      );
      this.faults.afterWrite?.('season_a');
      if (bId !== null && bAfter !== null) {
        await this.writeStanding(
          tx,
          season,
          match.tournament,
          bId,
          bAfter,
          flip(match.a.outcome),
          match.finishedAtMs,
        );
        this.faults.afterWrite?.('season_b');
      }
      await tx.run(
        `UPDATE matches SET rating_a_before = ?, rating_a_after = ?, rating_b_before = ?, rating_b_after = ?
         WHERE id = ?`,
        [
          aBefore.rating,
          aAfter.rating,
          bId !== null ? bBefore.rating : null,
          bAfter?.rating ?? null,
          match.matchId,
        ],
      );
      return { season, counted: true, reason: null, firstTime: true, changes };
    });
  }

  /** The player's rating in every tournament (null where they have no counted match). */
  async ratingsOf(playerId: string): Promise<Record<TournamentId, Rating | null>> {
    const rows = await this.db.all<RatingRow & { tournament: string }>(
      'SELECT player_id, tournament, rating, rd, volatility FROM ratings WHERE player_id = ?',
      [playerId],
    );
    const ratings = Object.fromEntries(TOURNAMENT_IDS.map((id) => [id, null])) as Record<
      TournamentId,
      Rating | null
    >;
    for (const row of rows) {
      if ((TOURNAMENT_IDS as readonly string[]).includes(row.tournament)) {
        ratings[row.tournament as TournamentId] = {
          rating: row.rating,
          rd: row.rd,
          volatility: row.volatility,
        };
      }
    }
    return ratings;
  }

  /** The current season at the ladder's clock, and the one before it. */
  seasons(): { current: Season; previous: Season } {
    const current = seasonAt(this.nowMs());
    return { current, previous: previousSeason(current) };
  }

  /**
   * A season's board in one tournament: the best `limit` players by rating (after their last counted match of the
   * season; equal ratings by player id, descending, so the order is stable), and how many are on it (`countPlayers`;
   * else the entries' count).
   */
  async top(
    seasonId: string,
    tournament: TournamentId,
    limit: number = LEADERBOARD_SIZE,
    countPlayers = true,
  ): Promise<{ entries: StandingEntry[]; players: number }> {
    const rows = await this.db.all<StandingRow>(
      `SELECT ${STANDING_COLUMNS} FROM season_standings s JOIN players p ON p.id = s.player_id
       WHERE s.season = ? AND s.tournament = ? ORDER BY s.rating DESC, s.player_id DESC LIMIT ?`,
      [seasonId, tournament, limit],
    );
    // counting the board reads all of it (an index range): only when the size is wanted
    const count = countPlayers
      ? await this.db.get<{ n: number }>(
          'SELECT COUNT(*) AS n FROM season_standings WHERE season = ? AND tournament = ?',
          [seasonId, tournament],
        )
      : undefined;
    return { entries: rows.map((row, index) => entry(row, index + 1)), players: count?.n ?? rows.length };
  }

  /**
   * The player's own standing in a season and the AROUND_COUNT players above and below it; null when they have no
   * counted match in that season and tournament.
   */
  async around(
    playerId: string,
    seasonId: string,
    tournament: TournamentId,
  ): Promise<{ me: StandingEntry; around: StandingEntry[] } | null> {
    const mine = await this.db.get<StandingRow>(
      `SELECT ${STANDING_COLUMNS} FROM season_standings s JOIN players p ON p.id = s.player_id
       WHERE s.season = ? AND s.tournament = ? AND s.player_id = ?`,
      [seasonId, tournament, playerId],
    );
    if (mine === undefined) return null;
    const key = [seasonId, tournament, mine.rating, playerId];
    const ahead = await this.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM season_standings
       WHERE season = ? AND tournament = ? AND (rating, player_id) > (?, ?)`,
      key,
    );
    const rank = (ahead?.n ?? 0) + 1;
    const above = await this.db.all<StandingRow>(
      `SELECT ${STANDING_COLUMNS} FROM season_standings s JOIN players p ON p.id = s.player_id
       WHERE s.season = ? AND s.tournament = ? AND (s.rating, s.player_id) > (?, ?)
       ORDER BY s.rating ASC, s.player_id ASC LIMIT ?`,
      [...key, AROUND_COUNT],
    );
    const below = await this.db.all<StandingRow>(
      `SELECT ${STANDING_COLUMNS} FROM season_standings s JOIN players p ON p.id = s.player_id
       WHERE s.season = ? AND s.tournament = ? AND (s.rating, s.player_id) < (?, ?)
       ORDER BY s.rating DESC, s.player_id DESC LIMIT ?`,
      [...key, AROUND_COUNT],
    );
    const me = entry(mine, rank);
    return {
      me,
      around: [
        ...above.reverse().map((row, index) => entry(row, rank - above.length + index)),
        me,
        ...below.map((row, index) => entry(row, rank + 1 + index)),
      ],
    };
  }

  /**
   * The player's record against each friend played by code (private duels and rematches, every tournament and
   * season, counted for the ladder or not), most recently played first: from the player's side.
   */
  async headToHead(playerId: string): Promise<
    {
      name: string | null;
      tag: string;
      wins: number;
      draws: number;
      losses: number;
      lastPlayedAtMs: number;
    }[]
  > {
    const rows = await this.db.all<{
      opponent: string;
      name: string | null;
      wins: number;
      draws: number;
      losses: number;
      last: number;
    }>(
      `SELECT h.opponent AS opponent, p.public_name AS name,
         SUM(CASE WHEN h.outcome = 'win' THEN 1 ELSE 0 END) AS wins,
         SUM(CASE WHEN h.outcome = 'draw' THEN 1 ELSE 0 END) AS draws,
         SUM(CASE WHEN h.outcome = 'lose' THEN 1 ELSE 0 END) AS losses,
         MAX(h.finished_at_ms) AS last
       FROM (
         SELECT player_b AS opponent, outcome_a AS outcome, finished_at_ms FROM matches
         WHERE friend = 1 AND player_a = ? AND player_b IS NOT NULL AND player_b <> player_a
         UNION ALL
         SELECT player_a AS opponent,
           CASE outcome_a WHEN 'win' THEN 'lose' WHEN 'lose' THEN 'win' ELSE 'draw' END AS outcome, finished_at_ms
         FROM matches WHERE friend = 1 AND player_b = ? AND player_a IS NOT NULL AND player_a <> player_b
       ) h JOIN players p ON p.id = h.opponent
       GROUP BY h.opponent, p.public_name ORDER BY last DESC LIMIT ?`,
      [playerId, playerId, HEAD_TO_HEAD_LIMIT],
    );
    return rows.map((row) => ({
      name: row.name,
      tag: anonymousTag(row.opponent),
      wins: Number(row.wins),
      draws: Number(row.draws),
      losses: Number(row.losses),
      lastPlayedAtMs: Number(row.last),
    }));
  }

  /**
   * "Delete my data on the server": every row about the player — the player, ratings, season standings, matches
   * they played (head-to-head records name them), recent addresses — in one transaction, once the secret is proven.
   */
  async deletePlayer(identity: DeviceIdentity): Promise<'deleted' | 'unknown' | 'identity_invalid'> {
    return this.db.transaction(async (tx) => {
      const stored = await tx.get<{ secret_hash: string }>('SELECT secret_hash FROM players WHERE id = ?', [
        identity.playerId,
      ]);
      if (stored === undefined) return 'unknown';
      if (!sameHash(stored.secret_hash, hashSecret(identity.secret))) return 'identity_invalid';
      // the foreign keys cascade too; the explicit deletes say what goes and hold on a database without them
      const id = [identity.playerId];
      await tx.run('DELETE FROM matches WHERE player_a = ? OR player_b = ?', [
        identity.playerId,
        identity.playerId,
      ]);
      await tx.run('DELETE FROM season_standings WHERE player_id = ?', id);
      await tx.run('DELETE FROM ratings WHERE player_id = ?', id);
      await tx.run('DELETE FROM recent_addresses WHERE player_id = ?', id);
      await forgetPlayerInEndings(tx, identity.playerId);
      await tx.run('DELETE FROM players WHERE id = ?', id);
      return 'deleted';
    });
  }

  private async sharedAddress(tx: Queryable, a: string, b: string, nowMs: number): Promise<boolean> {
    const since = nowMs - this.sharedAddressWindowMs;
    const row = await tx.get(
      `SELECT 1 AS shared FROM recent_addresses x JOIN recent_addresses y ON y.address_hash = x.address_hash
       WHERE x.player_id = ? AND y.player_id = ? AND x.seen_at_ms >= ? AND y.seen_at_ms >= ? LIMIT 1`,
      [a, b, since, since],
    );
    return row !== undefined;
  }

  /**
   * The players' ratings before the match, their rows locked for the rest of the transaction (PostgreSQL: a
   * missing row is created first so there is a row to lock; both in id order, so two matches never deadlock).
   * SQLite's `BEGIN IMMEDIATE` already serializes writers.
   */
  private async lockRatings(
    tx: Queryable,
    ids: readonly string[],
    tournament: TournamentId,
  ): Promise<Map<string, Rating>> {
    const ratings = new Map<string, Rating>();
    for (const id of [...new Set(ids)].sort()) {
      if (tx.dialect === 'postgres') {
        await tx.run(
          `INSERT INTO ratings (player_id, tournament, rating, rd, volatility, matches, updated_at_ms)
           VALUES (?, ?, ?, ?, ?, 0, 0) ON CONFLICT (player_id, tournament) DO NOTHING`,
          [id, tournament, RATING_DEFAULT, RATING_DEFAULT_RD, RATING_DEFAULT_VOLATILITY],
        );
      }
      const row = await tx.get<RatingRow>(
        `SELECT player_id, rating, rd, volatility FROM ratings WHERE player_id = ? AND tournament = ?${
          tx.dialect === 'postgres' ? ' FOR UPDATE' : ''
        }`,
        [id, tournament],
      );
      ratings.set(
        id,
        row !== undefined ? { rating: row.rating, rd: row.rd, volatility: row.volatility } : defaultRating(),
      );
    }
    return ratings;
  }

  private async writeRating(
    tx: Queryable,
    playerId: string,
    tournament: TournamentId,
    rating: Rating,
    nowMs: number,
  ): Promise<void> {
    await tx.run(
      `INSERT INTO ratings (player_id, tournament, rating, rd, volatility, matches, updated_at_ms)
       VALUES (?, ?, ?, ?, ?, 1, ?)
       ON CONFLICT (player_id, tournament) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
         volatility = excluded.volatility, matches = ratings.matches + 1, updated_at_ms = excluded.updated_at_ms`,
      [playerId, tournament, rating.rating, rating.rd, rating.volatility, nowMs],
    );
  }

  private async writeStanding(
    tx: Queryable,
    season: string,
    tournament: TournamentId,
    playerId: string,
    rating: Rating,
    outcome: MatchOutcome,
    nowMs: number,
  ): Promise<void> {
    await tx.run(
      `INSERT INTO season_standings (season, tournament, player_id, rating, rd, wins, draws, losses, updated_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (season, tournament, player_id) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
         wins = season_standings.wins + excluded.wins, draws = season_standings.draws + excluded.draws,
         losses = season_standings.losses + excluded.losses, updated_at_ms = excluded.updated_at_ms`,
      [
        season,
        tournament,
        playerId,
        rating.rating,
        rating.rd,
        outcome === 'win' ? 1 : 0,
        outcome === 'draw' ? 1 : 0,
        outcome === 'lose' ? 1 : 0,
        nowMs,
      ],
    );
  }

  /** A match recorded before: its stored verdict and ratings, nothing written again. */
  private async storedMatch(tx: Queryable, matchId: string): Promise<RecordedMatch> {
    const row = await tx.get<{
      season: string;
      tournament: string;
      player_a: string | null;
      player_b: string | null;
      counted: number;
      not_counted_reason: string | null;
      rating_a_before: number | null;
      rating_a_after: number | null;
      rating_b_before: number | null;
      rating_b_after: number | null;
    }>(
      `SELECT season, tournament, player_a, player_b, counted, not_counted_reason, rating_a_before, rating_a_after,
         rating_b_before, rating_b_after FROM matches WHERE id = ?`,
      [matchId],
    );
    if (row === undefined) throw new Error(`match ${matchId} vanished inside its own transaction`);
    const reason = (LADDER_EXCLUSIONS as readonly string[]).includes(row.not_counted_reason ?? '')
      ? (row.not_counted_reason as LadderExclusion)
      : null;
    const changes = new Map<string, LadderChange>();
    const current = await this.ratingsOfIn(tx, [row.player_a, row.player_b], row.tournament);
    for (const [id, before, after] of [
      [row.player_a, row.rating_a_before, row.rating_a_after],
      [row.player_b, row.rating_b_before, row.rating_b_after],
    ] as const) {
      if (id === null) continue;
      const now = current.get(id) ?? defaultRating();
      changes.set(id, {
        counted: row.counted === 1,
        reason,
        before: { ...now, rating: before ?? now.rating },
        after: { ...now, rating: after ?? now.rating },
      });
    }
    return { season: row.season, counted: row.counted === 1, reason, firstTime: false, changes };
  }

  private async ratingsOfIn(
    tx: Queryable,
    ids: readonly (string | null)[],
    tournament: string,
  ): Promise<Map<string, Rating>> {
    const found = new Map<string, Rating>();
    for (const id of ids) {
      if (id === null) continue;
      const row = await tx.get<RatingRow>(
        'SELECT player_id, rating, rd, volatility FROM ratings WHERE player_id = ? AND tournament = ?',
        [id, tournament],
      );
      if (row !== undefined) found.set(id, { rating: row.rating, rd: row.rd, volatility: row.volatility });
    }
    return found;
  }

  /** The keyed hash of an address's subscriber part; the key is made once and shared through the database. */
  private async hashAddress(address: string): Promise<string> {
    if (this.addressKey === undefined) {
      await this.db.run(
        "INSERT INTO server_secrets (name, value) VALUES ('address_key', ?) ON CONFLICT (name) DO NOTHING",
        [randomBytes(32).toString('hex')],
      );
      const row = await this.db.get<{ value: string }>(
        "SELECT value FROM server_secrets WHERE name = 'address_key'",
      );
      if (row === undefined) throw new Error('the address key could not be stored');
      this.addressKey = Buffer.from(row.value, 'hex');
    }
    return createHmac('sha256', this.addressKey).update(addressGroup(address)).digest('hex');
  }
}
