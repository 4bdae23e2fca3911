import type { TournamentId } from '@goalguessr/game-core';
import type { Clock } from '../clock';
import type { MatchEndings } from '../endings/match-endings';
import type { FriendCodes } from '../friends/friend-codes';
import type { DuelTimings, QuestionSource } from '../match/types';
import type { WaitEstimator } from '../matchmaking/wait-estimator';
import type { WaitingPairs } from '../matchmaking/waiting-pairs';
import type { MatchLog } from '../production/match-log';
import type { DuelMetrics } from '../production/metrics';
import type { ReportSink } from '../reports';
import type { DuelRoom } from './duel-room';
import type { FrameGuardContext, JoinGuardContext } from './room-guard';

/** Everything a duel room needs from its server, given once per process. */
export interface DuelRoomContext extends FrameGuardContext, JoinGuardContext {
  /** the server's one clock: every time the room reads, and its timer */
  clock: Clock;
  timings: DuelTimings;
  questions: QuestionSource;
  waitEstimator: WaitEstimator;
  /** Prometheus hooks (`/metrics`); absent in tests that do not look at them */
  metrics?: DuelMetrics;
  /** browser tests that steer outcomes only: options keep the question source's order */
  keepOptionOrder?: boolean;
  /** every room of this process, for the drain on SIGTERM (a room adds itself on create, leaves on dispose) */
  rooms: Set<DuelRoom>;
  /** the client address of a room client's socket (`client.ref`), as the per-address limits count it */
  addressOf(socket: unknown): string;
  /** where "Report this card" goes (the reports file); without it reports are refused as too many */
  reports?: ReportSink;
  /** private duels and rematches (issue 17) */
  friends: FriendDuelContext;
  /** two players waiting alone in the same tournament meet before the bot (issue 25); absent: no such watch */
  waitingPairs?: WaitingPairs;
  /** how each duel ended (issue 25): a voided match is written here (a finished one goes with its ratings) */
  endings: MatchEndings;
  /** a line at each match's start and end (production/match-log.ts); absent in tests that do not read it */
  matchLog?: MatchLog;
  /** the client address a room's socket connected from (`client.ref`), as the transport remembered it */
  addressOf(socket: unknown): string;
}

/** What private duels and rematches need from the server. */
export interface FriendDuelContext {
  codes: FriendCodes;
  /** a host's code works this long (FRIEND_CODE_TTL_MS in production) */
  codeTtlMs: number;
  /** a rematch offer stays open this long after the first accept (REMATCH_WINDOW_MS) */
  rematchWindowMs: number;
  /** the rematch's new duel waits this long for both players (REMATCH_JOIN_MS) */
  rematchJoinMs: number;
  /** opens a private duel for a rematch (on whichever process the matchmaker picks): its room id */
  createRematchRoom(tournament: TournamentId): Promise<string>;
}
