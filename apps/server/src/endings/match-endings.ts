import type { MatchOutcome, TournamentId } from '@goalguessr/game-core';
import type { MatchEndingResponse, VoidReason } from '@goalguessr/protocol';
import type { Database, Queryable } from '../db/database';

/** How long an ending is kept: a device that could not ask at once (offline) asks at its next start. */
export const MATCH_ENDING_RETENTION_MS = 30 * 24 * 3_600_000;
/** How often, at most, endings older than the retention are deleted. */
const PRUNE_INTERVAL_MS = 3_600_000;

/** A seat of the match as the ladder names them: `a` is the person (the first seat), `b` the other. */
export type EndingSeat = 'a' | 'b';

/** How the match ended, from seat `a`'s side. */
export type EndedAs =
  | { kind: 'finished'; outcomeA: MatchOutcome }
  | { kind: 'forfeit'; forfeitedBy: EndingSeat }
  | { kind: 'void'; reason: VoidReason };

/** One duel's ending (issue 25), as `match_endings` keeps it. */
export interface MatchEnding {
  /** the room's match id: unique, so writing an ending twice changes nothing */
  matchId: string;
  /** the Colyseus room id, which the devices know it by (their seat token starts with it) */
  roomId: string;
  tournament: TournamentId;
  endedAtMs: number;
  /** registered player ids per seat (null: a guest or the bot) */
  playerA: string | null;
  playerB: string | null;
  ended: EndedAs;
}

const flip = (outcome: MatchOutcome): MatchOutcome =>
  outcome === 'win' ? 'lose' : outcome === 'lose' ? 'win' : 'draw';

/**
 * Writes an ending inside the caller's transaction (the ladder's, with the ratings) or alone. A second write of
 * the same match id changes nothing; false then.
 */
export async function writeMatchEnding(q: Queryable, ending: MatchEnding): Promise<boolean> {
  const { ended } = ending;
  const outcomeA =
    ended.kind === 'finished'
      ? ended.outcomeA
      : ended.kind === 'forfeit'
        ? ended.forfeitedBy === 'a'
          ? 'lose'
          : 'win'
        : null;
  const written = await q.run(
    `INSERT INTO match_endings (match_id, room_id, tournament, ended_at_ms, ending, player_a, player_b, outcome_a,
       forfeited_by, void_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (match_id) DO NOTHING`,
    [
      ending.matchId,
      ending.roomId,
      ending.tournament,
      ending.endedAtMs,
      ended.kind,
      ending.playerA,
      ending.playerB,
      outcomeA,
      ended.kind === 'forfeit' ? ended.forfeitedBy : null,
      ended.kind === 'void' ? ended.reason : null,
    ],
  );
  return written > 0;
}

/** A player deletes their data: their id leaves every ending (the other player keeps theirs). */
export async function forgetPlayerInEndings(q: Queryable, playerId: string): Promise<void> {
  await q.run('UPDATE match_endings SET player_a = NULL WHERE player_a = ?', [playerId]);
  await q.run('UPDATE match_endings SET player_b = NULL WHERE player_b = ?', [playerId]);
}

interface EndingRow {
  ending: string;
  player_a: string | null;
  outcome_a: string | null;
}

function isOutcome(value: string | null): value is MatchOutcome {
  return value === 'win' || value === 'lose' || value === 'draw';
}

/**
 * The server's record of how each duel ended (issue 25), so that no server fault takes a match away from a
 * device: one that could not get back into its seat asks here (`endingFor`) instead of counting a loss.
 */
export class MatchEndings {
  private lastPruneMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    /** wall time (ms) */
    private readonly nowMs: () => number,
    private readonly retentionMs: number = MATCH_ENDING_RETENTION_MS,
  ) {}

  /** The server voided a paired match (shutdown, a fault): kept so a device asking later gets `void`. */
  async recordVoid(ending: Omit<MatchEnding, 'endedAtMs' | 'ended'>, reason: VoidReason): Promise<void> {
    await writeMatchEnding(this.db, { ...ending, endedAtMs: this.nowMs(), ended: { kind: 'void', reason } });
    await this.pruneNow();
  }

  /**
   * How the match in room `roomId` ended for `playerId` (seated in it), or null when nothing is recorded for
   * them: the match has not ended, the server stopped before it could write, or they were not in it.
   */
  async endingFor(
    roomId: string,
    playerId: string,
  ): Promise<Extract<MatchEndingResponse, { ending: 'finished' | 'forfeit' | 'void' }> | null> {
    await this.pruneNow();
    const row = await this.db.get<EndingRow>(
      `SELECT ending, player_a, outcome_a FROM match_endings
       WHERE room_id = ? AND (player_a = ? OR player_b = ?) ORDER BY ended_at_ms DESC LIMIT 1`,
      [roomId, playerId, playerId],
    );
    if (row === undefined) return null;
    if (row.ending === 'void') return { ending: 'void' };
    if ((row.ending !== 'finished' && row.ending !== 'forfeit') || !isOutcome(row.outcome_a)) return null;
    const outcome = row.player_a === playerId ? row.outcome_a : flip(row.outcome_a);
    return { ending: row.ending, outcome };
  }

  /** Deletes endings older than the retention, at most once per PRUNE_INTERVAL_MS. */
  private async pruneNow(): Promise<void> {
    const nowMs = this.nowMs();
    if (nowMs - this.lastPruneMs < PRUNE_INTERVAL_MS) return;
    this.lastPruneMs = nowMs;
    await this.db.run('DELETE FROM match_endings WHERE ended_at_ms < ?', [nowMs - this.retentionMs]);
  }
}
