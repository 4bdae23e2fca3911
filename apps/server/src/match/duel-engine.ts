import {
  POWER_UP_IDS,
  clueRevealOffsetsMs,
  cluesByStage,
  powerUpUsesLeftInMatch,
  QUESTIONS_PER_MATCH,
  canUsePowerUpInRound,
  fail,
  ok,
  isMatchDecided,
  matchExperience,
  matchOutcome,
  mergeRecentIndices,
  matchRewardCoins,
  opponentMayEndMatchThisRound,
  pickWhistleRemoval,
  randomInt,
  roundPoints,
  shuffle,
  type Clue,
  type MatchOutcome,
  type OptionFacts,
  type PowerUpId,
  type Question,
  type QuestionCard,
  type Result,
  type Rng,
  type TournamentId,
} from '@goalguessr/game-core';
import type {
  DuelPlayerStateShape,
  DuelStateShape,
  AnswerKind,
  AnswerMessage,
  AnswerResultPayload,
  ConnectionStatus,
  MatchEndReason,
  MatchErrorCode,
  MatchPhase,
  PowerUpMessage,
  PowerUpRefusalReason,
  LadderResult,
  ReportResultPayload,
  ResultPayload,
  ResultPlayer,
  RoundAnswer,
  RoundOption,
  RoundStartPayload,
  RoundSummary,
  SyncPayload,
  VoidReason,
} from '@goalguessr/protocol';
import { createBotParticipant, planBotAnswer, type BotAnswerPlan } from '../bots/bot-player';
import type { CardReport } from '../reports';
import { deepFreeze, freezeOwn } from './deep-freeze';
import {
  NO_RECENT,
  type DuelEffect,
  type DuelTimings,
  type ParticipantInit,
  type QuestionSource,
  type RecentFootballers,
  type SendEffect,
} from './types';

interface Resolution {
  kind: AnswerKind;
  /** index into the round's (shuffled) options */
  optionIndex: number | null;
  correct: boolean;
  points: number;
  answerTimeMs: number | null;
}

interface SeatRound {
  deadlineAtMs: number;
  /** replaced, never written (most rounds use none: they share NONE) */
  usedThisRound: readonly PowerUpId[];
  /** indexes into the round's options; replaced, never written (most rounds share NONE) */
  removedOptionIndexes: readonly number[];
  resolution: Resolution | null;
  botPlan: BotAnswerPlan | null;
}

interface Seat {
  /** the participant as it joined, without its recent footballers (see `recent`) */
  readonly init: ParticipantInit;
  /**
   * the footballers this player saw recently (up to RECENT_PLAYERS_LIMIT entry indices), read once when the match's
   * cards are drawn and let go then: they are not kept for the whole match (issue 29)
   */
  recent: RecentFootballers;
  connection: ConnectionStatus;
  correctCount: number;
  points: number;
  readonly usedThisMatch: Record<PowerUpId, number>;
  round: SeatRound | null;
}

/**
 * A closed round as the engine keeps it for the rest of the match (the result, a sync, a report), its summary
 * rebuilt from it and the round's question when one is wanted (`summaryOf`). A summary kept as such was ~13 objects
 * a round (its options, answers, facts by token) that every full collection marked again until the match ended
 * (issue 29); this is one object, its tokens' string and the players' own resolutions.
 */
interface ClosedRound {
  readonly roundIndex: number;
  /** the options' tokens in display order, TOKEN_LENGTH characters each, in one string */
  readonly tokens: string;
  /** each option's index in the question's own list, in display order: a digit in base OPTION_ORDER_BASE each */
  readonly order: number;
  /** how the round ended for each seat (in seat order), and the power-ups each used (shared lists, never written) */
  readonly firstResolution: Resolution | null;
  readonly firstPowerUps: readonly PowerUpId[];
  readonly secondResolution: Resolution | null;
  readonly secondPowerUps: readonly PowerUpId[];
}

/** a closed round's option order holds one digit of this base per option (a question has fewer options) */
const OPTION_ORDER_BASE = 16;

/** One participant as the shared room state shows it: nothing here reveals an answer's correctness early. */
export type PlayerSnapshot = DuelPlayerStateShape;

/** What the room copies into its Schema state after every engine call (the wait estimate is the room's). */
export type DuelSnapshot = Omit<DuelStateShape, 'players' | 'estimatedWaitMs'> & {
  players: PlayerSnapshot[];
};

export interface DuelEngineConfig {
  tournament: TournamentId;
  timings: DuelTimings;
  /** draws everything a client must not predict (option order, tokens, bot): a crypto source in production */
  rng: Rng;
  questions: QuestionSource;
  /** when the room opened (the first player starts searching) */
  nowMs: number;
  /** show the options in the order the question source gave them (browser tests that steer outcomes only) */
  keepOptionOrder?: boolean;
}

/** One option of the running round, in display order. Only `token` and `name` ever reach a client early. */
interface RoundOptionSlot {
  token: string;
  name: string;
  /** footballer id: revealed (as the answer's id) only once the round is over for a player */
  id: string;
  /** index in the question's own option list */
  sourceIndex: number;
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** 12 characters of a 64-letter alphabet: 72 random bits, fresh for every option of every round. */
const TOKEN_LENGTH = 12;

type OpenRoundRefusal = 'not_in_round' | 'wrong_round' | 'already_answered' | 'deadline_passed';

/** Safety bound on the transitions one `tick` may run (a full match has about 40, clue stages included). */
const MAX_STEPS_PER_TICK = 64;

/**
 * The authoritative 1v1 duel, without any network: events come in with the server time `nowMs`, effects
 * (messages to send, room actions) come out, and `snapshot()` is the state to broadcast.
 *
 * Secrecy rule: the correct option of a round is only ever in a message to a player whose own round is
 * resolved (answer, golden shot or deadline) or in the `match:round_end` sent when both are. The snapshot
 * never holds it, and a player's correct count and points only move when the round closes.
 *
 * Every event method first runs the timers that are due (all but the bot's arrival), so the order of a late
 * timer and a message never matters. Refused messages come back as `match:error` / `match:power_up_result`
 * effects and change nothing.
 */
export class DuelEngine {
  private phase: MatchPhase = 'searching';
  private readonly seats: Seat[] = [];
  private questions: readonly Question[] = [];
  /** the running (or last) round's options, shuffled, each with a fresh token */
  private options: RoundOptionSlot[] = [];
  private roundIndex = -1;
  private roundStartedAtMs = 0;
  /** clue stages of the running round already sent (1 = the opening stage only) */
  private clueStagesSent = 0;
  /**
   * The running round's clues by stage, worked out once when it opens and frozen: its round start (per player
   * and per sync), each clue stage and its summary share them (issue 29: the card's clues were worked out again
   * for each of those messages, seven times a round between two players)
   */
  private roundClues: Clue[][] = [];
  /** the running round's options as the players see them (token and name), frozen, shared by its messages */
  private shown: RoundOption[] = [];
  /** rounds each player has reported ("Report this card"), by session id */
  private readonly reportedRounds = new Map<string, Set<number>>();
  private phaseEndsAtMs = 0;
  private readonly searchStartedAtMs: number;
  private decided = false;
  private readonly closedRounds: ClosedRound[] = [];
  /**
   * Each player's result once the match finished, without its rounds: a result is kept for the room's last
   * seconds (a sync after a reconnection, the ladder's verdict), and its five round summaries (~60 objects) kept
   * that long were ~8 % of what a server of 10,000 players promoted to the old generation (issue 29). They are built
   * from the closed rounds whenever a result is sent (`withRounds`).
   */
  private readonly results = new Map<string, ResultRecord>();

  constructor(private readonly config: DuelEngineConfig) {
    this.searchStartedAtMs = config.nowMs;
  }

  get currentPhase(): MatchPhase {
    return this.phase;
  }

  get participantCount(): number {
    return this.seats.length;
  }

  /** True until the match is finished or void: until then a dropped client may still come back to it. */
  isRunning(): boolean {
    return this.phase !== 'finished' && this.phase !== 'void';
  }

  /** The running round's option tokens in display order and the right one's; for tests, never sent as is. */
  optionsForTest(): { tokens: string[]; correctToken: string } {
    const question = this.questions[this.roundIndex];
    return {
      tokens: this.options.map((option) => option.token),
      correctToken: this.correctAnswer(question).correctToken,
    };
  }

  /** The question of the running round; for tests and the secrecy checks, never sent as is. */
  questionAt(roundIndex: number): Question | undefined {
    return this.questions[roundIndex];
  }

  /**
   * Seat a participant. Refused (false) once two are seated or the match has left `searching`: the room then
   * refuses the join.
   */
  join(init: ParticipantInit, nowMs: number): { accepted: boolean; effects: DuelEffect[] } {
    const effects = this.catchUp(nowMs);
    if (this.phase !== 'searching' || this.seats.length >= 2 || this.seat(init.id) !== undefined) {
      return { accepted: false, effects };
    }
    this.seats.push(newSeat(init));
    if (this.seats.length === 2) effects.push(...this.pair(nowMs));
    return { accepted: true, effects };
  }

  /** Runs every timer due at `nowMs`. `botAllowed` false holds the bot back (a human seat is reserved). */
  tick(nowMs: number, options: { botAllowed?: boolean } = {}): DuelEffect[] {
    const effects: DuelEffect[] = [];
    for (let steps = 0; steps < MAX_STEPS_PER_TICK; steps++) {
      const step = this.step(nowMs, options.botAllowed ?? true);
      if (step === null) break;
      effects.push(...step);
    }
    return effects;
  }

  /**
   * The timers due before an event, except the bot: only the room's own timer, which knows whether a human
   * holds a reserved seat, may seat a bot; otherwise a message or a join could let a bot take a seat that a
   * second human is already on the way to.
   */
  private catchUp(nowMs: number): DuelEffect[] {
    return this.tick(nowMs, { botAllowed: false });
  }

  /** When the next timer is due (server ms), or null when nothing is scheduled. */
  nextWakeMs(): number | null {
    switch (this.phase) {
      case 'searching':
        return this.seats.length === 1 && Number.isFinite(this.config.timings.botWaitMs)
          ? this.searchStartedAtMs + this.config.timings.botWaitMs
          : null;
      case 'connecting':
      case 'verifying':
      case 'preparing':
      case 'reveal':
        return this.phaseEndsAtMs;
      case 'round': {
        let next = this.nextClueAtMs() ?? Infinity;
        for (const seat of this.seats) {
          const round = seat.round;
          if (round === null || round.resolution !== null) continue;
          next = Math.min(next, round.deadlineAtMs);
          if (round.botPlan !== null) next = Math.min(next, this.roundStartedAtMs + round.botPlan.delayMs);
        }
        return Number.isFinite(next) ? next : null;
      }
      default:
        return null;
    }
  }

  /**
   * `match:report` ("Report this card") for a closed round of this match: at most one per round and player.
   * Returns the reply and, when accepted, what the reports file records: the answer's id and every clue,
   * nothing about the reporter but the session id. The room applies the process-wide limit on top.
   */
  report(
    id: string,
    roundIndex: number,
    nowMs: number,
  ): { reply: ReportResultPayload; report: CardReport | null } {
    const closed = this.closedRounds.find((r) => r.roundIndex === roundIndex);
    if (this.seat(id) === undefined || closed === undefined)
      return { reply: { ok: false, roundIndex, reason: 'round_not_closed' }, report: null };
    const reported = this.reportedRounds.get(id) ?? new Set<number>();
    if (reported.has(roundIndex))
      return { reply: { ok: false, roundIndex, reason: 'already_reported' }, report: null };
    reported.add(roundIndex);
    this.reportedRounds.set(id, reported);
    // rebuilt only for a report that is taken: a refused one (a repeat, a stranger) costs no summary
    const summary = this.summaryOf(closed);
    return {
      reply: { ok: true, roundIndex },
      report: {
        atMs: nowMs,
        tournament: this.config.tournament,
        roundIndex,
        answerId: summary.answerId,
        answerName: summary.correctName,
        options: summary.options.map((o) => o.name),
        clues: structuredClone(summary.clues),
        reporter: id,
      },
    };
  }

  /** A report `report` accepted was not kept after all (a budget, a failed write): the player may report again. */
  forgetReport(id: string, roundIndex: number): void {
    this.reportedRounds.get(id)?.delete(roundIndex);
  }

  /** `match:answer` from a player. */
  answer(id: string, message: AnswerMessage, nowMs: number): DuelEffect[] {
    const effects = this.catchUp(nowMs);
    const refuse = (code: MatchErrorCode): DuelEffect[] => [
      ...effects,
      send(id, 'match:error', { code, type: 'match:answer' }),
    ];
    const open = this.openRoundOf(this.seat(id), message.roundIndex, nowMs);
    if (!open.ok) return refuse(open.reason);
    const { seat, round, question } = open.state;
    const optionIndex = this.options.findIndex((option) => option.token === message.optionToken);
    if (optionIndex < 0 || round.removedOptionIndexes.includes(optionIndex)) return refuse('invalid_option');
    const correct = this.options[optionIndex]?.sourceIndex === question.correctIndex;
    const resolution = this.scored(optionIndex, correct, nowMs);
    return [...effects, ...this.resolve(seat, resolution, nowMs)];
  }

  /** `match:power_up` from a player: applies it and confirms, or refuses with a reason. */
  playPowerUp(id: string, message: PowerUpMessage, nowMs: number): DuelEffect[] {
    const effects = this.catchUp(nowMs);
    const { powerUp } = message;
    const refuse = (reason: PowerUpRefusalReason): DuelEffect[] => [
      ...effects,
      send(id, 'match:power_up_result', {
        ok: false,
        roundIndex: message.roundIndex,
        powerUp,
        code: 'power_up_not_allowed',
        reason,
      }),
    ];
    const open = this.openRoundOf(this.seat(id), message.roundIndex, nowMs);
    if (!open.ok) return refuse(open.reason);
    const { seat, round, question } = open.state;
    const check = canUsePowerUpInRound({
      usedThisRound: round.usedThisRound,
      usedThisMatch: seat.usedThisMatch,
      powerUp,
      answered: false,
      inventoryQuantity: this.inventoryLeft(seat, powerUp),
    });
    if (!check.ok) return refuse(check.reason);

    let removedOptionIndex: number | undefined;
    if (powerUp === 'whistle') {
      removedOptionIndex = pickWhistleRemoval(
        this.config.rng,
        this.options.length,
        this.correctOptionIndex(question),
        round.removedOptionIndexes,
      );
      if (removedOptionIndex === undefined) return refuse('nothing_to_remove');
      round.removedOptionIndexes = [...round.removedOptionIndexes, removedOptionIndex];
    }
    round.usedThisRound = [...round.usedThisRound, powerUp];
    seat.usedThisMatch[powerUp] += 1;
    if (powerUp === 'energy_drink') round.deadlineAtMs += this.config.timings.energyDrinkBonusMs;

    effects.push(
      send(id, 'match:power_up_result', {
        ok: true,
        roundIndex: this.roundIndex,
        powerUp,
        remainingInMatch: this.remainingInMatch(seat, powerUp),
        ...(powerUp === 'energy_drink' ? { deadlineAtMs: round.deadlineAtMs } : {}),
        ...(removedOptionIndex !== undefined
          ? { removedOptionToken: this.options[removedOptionIndex]?.token ?? '' }
          : {}),
      }),
    );
    if (powerUp === 'golden_shot') {
      effects.push(...this.resolve(seat, this.scored(null, true, nowMs), nowMs));
    }
    return effects;
  }

  /** The player's connection dropped; the room holds the seat for the reconnection window. */
  drop(id: string, nowMs: number): DuelEffect[] {
    const effects = this.catchUp(nowMs);
    const seat = this.seat(id);
    if (seat !== undefined && seat.connection === 'connected') seat.connection = 'reconnecting';
    return effects;
  }

  /** The player is back: they get a `match:sync` to resume where the match is. */
  reconnect(id: string, nowMs: number): DuelEffect[] {
    const effects = this.catchUp(nowMs);
    const seat = this.seat(id);
    if (seat === undefined) return effects;
    seat.connection = 'connected';
    effects.push(send(id, 'match:sync', this.syncFor(seat, nowMs)));
    return effects;
  }

  /**
   * The player left for good (deliberate exit, or the reconnection window ran out). Before pairing the seat
   * is simply freed; once paired the match is forfeited to the other player.
   */
  leave(id: string, nowMs: number): DuelEffect[] {
    const effects = this.catchUp(nowMs);
    const index = this.seats.findIndex((s) => s.init.id === id);
    const seat = this.seats[index];
    if (seat === undefined) return effects;
    seat.connection = 'left';
    if (this.phase === 'searching') {
      this.seats.splice(index, 1);
      return effects;
    }
    if (!this.isRunning()) return effects;
    return [...effects, ...this.finish('forfeit', id)];
  }

  /** A participant's result (from their side), once the match finished. */
  resultOf(id: string): ResultPayload | undefined {
    const record = this.results.get(id);
    return record === undefined ? undefined : withRounds(record, this.roundSummaries());
  }

  /** How the match ended for a participant (from their side), once it finished; no rounds built. */
  outcomeOf(id: string): Pick<ResultPayload, 'outcome' | 'forfeitedBy'> | undefined {
    return this.results.get(id);
  }

  /**
   * Adds the ladder's verdict to a participant's result (issue 27: it comes after the match, from the database):
   * the result to send, which a `match:sync` after a reconnection carries from now on too. `rounds`: the rounds of
   * a result built already (one held for the verdict), else they are built again.
   */
  attachLadder(
    id: string,
    ladder: LadderResult | null,
    rounds: RoundSummary[] = this.roundSummaries(),
  ): ResultPayload | undefined {
    const record = this.results.get(id);
    if (record === undefined) return undefined;
    const withLadder = freezeOwn({ ...record, ladder: deepFreeze(ladder) });
    this.results.set(id, withLadder);
    return withRounds(withLadder, rounds);
  }

  /** The match will not count (server shutdown): everyone is told so the entry ticket can be refunded. */
  voidMatch(reason: VoidReason): DuelEffect[] {
    if (!this.isRunning()) return [];
    this.phase = 'void';
    this.phaseEndsAtMs = 0;
    const effects: DuelEffect[] = this.humans().map((seat) => send(seat.init.id, 'match:void', { reason }));
    effects.push({ kind: 'ended' });
    return effects;
  }

  snapshot(): DuelSnapshot {
    const firstRound = this.seats[0]?.round;
    return {
      phase: this.phase,
      tournament: this.config.tournament,
      roundIndex: this.roundIndex,
      totalRounds: QUESTIONS_PER_MATCH,
      roundStartedAtMs: this.phase === 'round' ? this.roundStartedAtMs : 0,
      roundDeadlineAtMs:
        this.phase === 'round' && firstRound
          ? this.roundStartedAtMs + this.config.timings.roundDurationMs
          : 0,
      searchStartedAtMs: this.searchStartedAtMs,
      phaseEndsAtMs: this.phase === 'round' ? 0 : this.phaseEndsAtMs,
      players: this.seats.map((seat) => ({
        sessionId: seat.init.id,
        username: seat.init.username,
        shirt: seat.init.shirt,
        cleat: seat.init.cleat,
        isBot: seat.init.isBot,
        connection: seat.connection,
        correctCount: seat.correctCount,
        points: seat.points,
        answeredThisRound: this.phase === 'round' && isResolved(seat),
        rating: Math.round(seat.init.rating),
        ratingDeviation: Math.round(seat.init.ratingDeviation),
        level: seat.init.level,
      })),
    };
  }

  // ── internals ────────────────────────────────────────────────────────────────────────────────────

  private seat(id: string): Seat | undefined {
    return this.seats.find((s) => s.init.id === id);
  }

  private humans(): Seat[] {
    return this.seats.filter((s) => !s.init.isBot);
  }

  private opponentOf(seat: Seat): Seat | undefined {
    return this.seats.find((s) => s !== seat);
  }

  /**
   * The player's open round named by `roundIndex`, or why it is not open. A round that already closed for
   * this player reports how: `already_answered`, or `deadline_passed` when they timed out.
   */
  private openRoundOf(
    seat: Seat | undefined,
    roundIndex: number,
    nowMs: number,
  ): Result<{ seat: Seat; round: SeatRound; question: Question }, OpenRoundRefusal> {
    const question = this.questions[this.roundIndex];
    const round = seat?.round ?? null;
    if (seat === undefined || seat.init.isBot || round === null || question === undefined) {
      return fail('not_in_round');
    }
    if (roundIndex !== this.roundIndex) return fail(this.phase === 'round' ? 'wrong_round' : 'not_in_round');
    if (round.resolution !== null) {
      return fail(round.resolution.kind === 'timeout' ? 'deadline_passed' : 'already_answered');
    }
    if (this.phase !== 'round') return fail('not_in_round');
    if (nowMs >= round.deadlineAtMs) return fail('deadline_passed');
    return ok({ seat, round, question });
  }

  private inventoryLeft(seat: Seat, powerUp: PowerUpId): number {
    return Math.max(0, seat.init.powerUps[powerUp] - seat.usedThisMatch[powerUp]);
  }

  private remainingInMatch(seat: Seat, powerUp: PowerUpId): number {
    return powerUpUsesLeftInMatch({
      powerUp,
      usedThisMatch: seat.usedThisMatch[powerUp],
      inventoryQuantity: this.inventoryLeft(seat, powerUp),
    });
  }

  /** One due transition, or null when nothing is due. */
  private step(nowMs: number, botAllowed: boolean): DuelEffect[] | null {
    const { timings } = this.config;
    switch (this.phase) {
      case 'searching': {
        if (this.seats.length !== 1 || !botAllowed) return null;
        if (nowMs < this.searchStartedAtMs + timings.botWaitMs) return null;
        const waiting = this.seats[0]?.init;
        this.seats.push(
          newSeat(
            createBotParticipant(
              this.config.tournament,
              this.config.rng,
              waiting?.rating ?? Number.NaN,
              waiting?.level,
            ),
          ),
        );
        return [{ kind: 'bot_joined' }, ...this.pair(nowMs)];
      }
      case 'connecting':
        if (nowMs < this.phaseEndsAtMs) return null;
        this.phase = 'verifying';
        this.phaseEndsAtMs = nowMs + timings.verifyingMs;
        return [];
      case 'verifying':
        if (nowMs < this.phaseEndsAtMs) return null;
        return this.prepare(nowMs);
      case 'preparing':
        if (nowMs < this.phaseEndsAtMs) return null;
        return this.startRound(0, nowMs);
      case 'round':
        return this.stepRound(nowMs);
      case 'reveal': {
        if (nowMs < this.phaseEndsAtMs) return null;
        const roundsPlayed = this.roundIndex + 1;
        if (this.decided || roundsPlayed >= QUESTIONS_PER_MATCH) {
          return this.finish(roundsPlayed < QUESTIONS_PER_MATCH ? 'decided_early' : 'completed', null);
        }
        return this.startRound(roundsPlayed, nowMs);
      }
      default:
        return null;
    }
  }

  private pair(nowMs: number): DuelEffect[] {
    this.phase = 'connecting';
    this.phaseEndsAtMs = nowMs + this.config.timings.connectingMs;
    return [{ kind: 'paired', waitMs: nowMs - this.searchStartedAtMs }];
  }

  private prepare(nowMs: number): DuelEffect[] {
    // Both players' recently seen ids, oldest first: the question bank honours the newest, within its cap (at
    // least max(100, half the tier) answers stay possible, issue 23).
    // As the bank's entry indices, merged without a map and passed on as they are (issue 29).
    const exclude = mergeRecentIndices(this.seats.map((seat) => seat.recent()));
    for (const seat of this.seats) seat.recent = NO_RECENT;
    const questions = this.generate(exclude) ?? this.generate(NONE);
    if (questions === null) return this.voidMatch('server_error');
    this.questions = questions;
    this.phase = 'preparing';
    this.phaseEndsAtMs = nowMs + this.config.timings.prepareMs;
    return [];
  }

  private generate(exclude: readonly number[]): readonly Question[] | null {
    try {
      const questions = this.config.questions({
        tier: this.config.tournament,
        rng: this.config.rng,
        exclude,
      });
      return questions.length >= QUESTIONS_PER_MATCH ? questions.slice(0, QUESTIONS_PER_MATCH) : null;
    } catch {
      return null;
    }
  }

  private startRound(roundIndex: number, nowMs: number): DuelEffect[] {
    const question = this.questions[roundIndex];
    if (question === undefined) return this.voidMatch('server_error');
    const { timings } = this.config;
    this.phase = 'round';
    this.roundIndex = roundIndex;
    this.roundStartedAtMs = nowMs;
    this.phaseEndsAtMs = 0;
    this.clueStagesSent = 1;
    this.roundClues = cardClues(question.card).byStage;
    this.options = this.dealOptions(question);
    this.shown = deepFreeze(this.options.map((option) => ({ token: option.token, name: option.name })));
    for (const seat of this.seats) {
      seat.round = {
        deadlineAtMs: nowMs + timings.roundDurationMs,
        usedThisRound: NONE,
        removedOptionIndexes: NONE,
        resolution: null,
        botPlan: seat.init.isBot
          ? planBotAnswer({
              rng: this.config.rng,
              tournament: this.config.tournament,
              question,
              roundDurationMs: timings.roundDurationMs,
              delay: timings.botAnswerDelayMs,
              ...(seat.init.botAccuracy !== undefined ? { accuracy: seat.init.botAccuracy } : {}),
            })
          : null,
      };
    }
    const effects: DuelEffect[] = [];
    for (const seat of this.humans()) {
      const opponent = this.opponentOf(seat);
      if (
        opponent !== undefined &&
        opponentMayEndMatchThisRound({
          myCorrect: seat.correctCount,
          theirCorrect: opponent.correctCount,
          roundsPlayed: roundIndex,
          totalRounds: QUESTIONS_PER_MATCH,
        })
      ) {
        effects.push(send(seat.init.id, 'match:warning', { kind: 'opponent_may_end_match', roundIndex }));
      }
      effects.push(send(seat.init.id, 'match:round_start', this.roundStartFor(seat, nowMs)));
    }
    return effects;
  }

  private roundStartFor(seat: Seat, nowMs: number): RoundStartPayload {
    return {
      roundIndex: this.roundIndex,
      totalRounds: QUESTIONS_PER_MATCH,
      // Only the stages already out: a later clue is never on the wire before its time (match:clue).
      clues: this.roundClues.slice(0, this.clueStagesSent),
      clueRevealAtMs: clueRevealOffsetsMs(this.config.timings.roundDurationMs).map(
        (offsetMs) => this.roundStartedAtMs + offsetMs,
      ),
      options: this.shown,
      roundStartedAtMs: this.roundStartedAtMs,
      deadlineAtMs: seat.round?.deadlineAtMs ?? this.roundStartedAtMs,
      serverNowMs: nowMs,
      removedOptionTokens: (seat.round?.removedOptionIndexes ?? []).map((i) => this.options[i]?.token ?? ''),
    };
  }

  /**
   * The round's options in a fresh random order, each under a fresh random token: neither the order nor a
   * token can be told from the footballer, the question source or an earlier round.
   */
  private dealOptions(question: Question): RoundOptionSlot[] {
    const slots = question.options.map((option, sourceIndex) => ({
      token: '',
      name: option.name,
      id: option.id,
      sourceIndex,
    }));
    const dealt = this.config.keepOptionOrder === true ? slots : shuffle(this.config.rng, slots);
    const used = new Set<string>();
    for (const slot of dealt) {
      let token = this.drawToken();
      while (used.has(token)) token = this.drawToken();
      used.add(token);
      slot.token = token;
    }
    return dealt;
  }

  private drawToken(): string {
    let token = '';
    for (let i = 0; i < TOKEN_LENGTH; i++) token += TOKEN_ALPHABET[randomInt(this.config.rng, 64)];
    return token;
  }

  private correctOptionIndex(question: Question): number {
    return this.options.findIndex((option) => option.sourceIndex === question.correctIndex);
  }

  /** The right option as the reveal messages name it (after the round is over for the receiving player). */
  private correctAnswer(
    question: Question | undefined,
  ): Pick<RoundSummary, 'correctToken' | 'correctName' | 'answerId'> {
    const option = question === undefined ? undefined : this.options[this.correctOptionIndex(question)];
    return { correctToken: option?.token ?? '', correctName: option?.name ?? '', answerId: option?.id ?? '' };
  }

  /** When the next clue stage of the running round is due (server ms), or null when every stage is out. */
  private nextClueAtMs(): number | null {
    const offsetMs = clueRevealOffsetsMs(this.config.timings.roundDurationMs)[this.clueStagesSent];
    return offsetMs === undefined ? null : this.roundStartedAtMs + offsetMs;
  }

  private stepRound(nowMs: number): DuelEffect[] | null {
    const question = this.questions[this.roundIndex];
    if (question === undefined) return null;
    // A clue stage that is due goes out first, to both players, one stage per step.
    const clueAtMs = this.nextClueAtMs();
    if (clueAtMs !== null && nowMs >= clueAtMs) {
      const stage = this.clueStagesSent;
      this.clueStagesSent += 1;
      // one frozen payload shared by both players' messages (a copy apiece was a profile hot spot), which the
      // room then encodes once for both sockets
      const payload = deepFreeze({
        roundIndex: this.roundIndex,
        stage,
        clues: this.roundClues[stage] ?? [],
      });
      return this.humans().map((seat) => send(seat.init.id, 'match:clue', payload));
    }
    for (const seat of this.seats) {
      const round = seat.round;
      if (round === null || round.resolution !== null) continue;
      const plan = round.botPlan;
      if (plan !== null && nowMs >= this.roundStartedAtMs + plan.delayMs) {
        const correct = plan.optionIndex === question.correctIndex;
        const answeredAtMs = this.roundStartedAtMs + plan.delayMs;
        const shownIndex = this.options.findIndex((option) => option.sourceIndex === plan.optionIndex);
        return this.resolve(seat, this.scored(shownIndex, correct, answeredAtMs), nowMs);
      }
      if (nowMs >= round.deadlineAtMs) {
        return this.resolve(
          seat,
          { kind: 'timeout', optionIndex: null, correct: false, points: 0, answerTimeMs: null },
          nowMs,
        );
      }
    }
    return null;
  }

  /**
   * A pick (`optionIndex`) or, with `optionIndex` null, a golden shot at `answeredAtMs`, scored by game-core's
   * `roundPoints`: fewer points the more clue stages of the round's base window were out (issue 13).
   */
  private scored(optionIndex: number | null, correct: boolean, answeredAtMs: number): Resolution {
    const goldenShot = optionIndex === null;
    return {
      kind: goldenShot ? 'golden_shot' : 'answered',
      optionIndex,
      correct,
      points: roundPoints({
        correct,
        goldenShot,
        answeredAtMs,
        roundStartMs: this.roundStartedAtMs,
        roundDurationMs: this.config.timings.roundDurationMs,
      }),
      answerTimeMs: answeredAtMs - this.roundStartedAtMs,
    };
  }

  /** Ends a player's round: their own result now, the round's close once both are resolved. */
  private resolve(seat: Seat, resolution: Resolution, nowMs: number): DuelEffect[] {
    const round = seat.round;
    if (round === null) return [];
    round.resolution = resolution;
    const effects: DuelEffect[] = [];
    if (!seat.init.isBot) effects.push(send(seat.init.id, 'match:answer_result', this.answerResultFor(seat)));
    if (this.seats.every((s) => isResolved(s))) effects.push(...this.closeRound(nowMs));
    return effects;
  }

  private answerResultFor(seat: Seat): AnswerResultPayload {
    const question = this.questions[this.roundIndex];
    const resolution = seat.round?.resolution;
    const optionIndex = resolution?.optionIndex ?? null;
    return {
      roundIndex: this.roundIndex,
      kind: resolution?.kind ?? 'timeout',
      optionToken: optionIndex === null ? null : (this.options[optionIndex]?.token ?? null),
      correct: resolution?.correct ?? false,
      ...this.correctAnswer(question),
      points: resolution?.points ?? 0,
      answerTimeMs: resolution?.answerTimeMs ?? null,
    };
  }

  private closeRound(nowMs: number): DuelEffect[] {
    const question = this.questions[this.roundIndex];
    if (question === undefined) return [];
    const [firstRound, secondRound] = this.seats.map((seat) => seat.round);
    const closed: ClosedRound = {
      roundIndex: this.roundIndex,
      tokens: this.options.map((option) => option.token).join(''),
      order: this.options.reduce(
        (order, option, i) => order + option.sourceIndex * OPTION_ORDER_BASE ** i,
        0,
      ),
      firstResolution: firstRound?.resolution ?? null,
      firstPowerUps: firstRound?.usedThisRound ?? NONE,
      secondResolution: secondRound?.resolution ?? null,
      secondPowerUps: secondRound?.usedThisRound ?? NONE,
    };
    this.closedRounds.push(closed);
    for (const seat of this.seats) {
      const resolution = seat.round?.resolution;
      if (resolution?.correct === true) seat.correctCount += 1;
      seat.points += resolution?.points ?? 0;
    }
    const summary = this.summaryOf(closed);
    const [first, second] = this.seats;
    this.decided = isMatchDecided({
      correct: [first?.correctCount ?? 0, second?.correctCount ?? 0],
      roundsPlayed: this.roundIndex + 1,
      totalRounds: QUESTIONS_PER_MATCH,
    });
    this.phase = 'reveal';
    this.phaseEndsAtMs = nowMs + this.config.timings.revealMs;
    const correctCount = keyedByIds<number>();
    const points = keyedByIds<number>();
    for (const seat of this.seats) {
      correctCount[seat.init.id] = seat.correctCount;
      points[seat.init.id] = seat.points;
    }
    // one payload for both players: the room encodes it once for both sockets (the summary is frozen already)
    const roundEnd = freezeOwn({
      ...summary,
      correctCount: freezeOwn(correctCount),
      points: freezeOwn(points),
      nextAtMs: this.phaseEndsAtMs,
    });
    return this.humans().map((seat) => send(seat.init.id, 'match:round_end', roundEnd));
  }

  private finish(reason: MatchEndReason, forfeitedBy: string | null): DuelEffect[] {
    this.phase = 'finished';
    this.phaseEndsAtMs = 0;
    const effects: DuelEffect[] = [];
    // built once, shared by both players' results
    const rounds = this.roundSummaries();
    for (const seat of this.seats) {
      const opponent = this.opponentOf(seat);
      if (opponent === undefined) continue;
      const outcome: MatchOutcome =
        forfeitedBy === null
          ? matchOutcome(
              { correct: seat.correctCount, points: seat.points },
              { correct: opponent.correctCount, points: opponent.points },
            )
          : forfeitedBy === seat.init.id
            ? 'lose'
            : 'win';
      const record: ResultRecord = deepFreeze({
        outcome,
        reason,
        forfeitedBy,
        tournament: this.config.tournament,
        me: resultPlayer(seat),
        opponent: resultPlayer(opponent),
        totalRounds: QUESTIONS_PER_MATCH,
        rewardCoins: matchRewardCoins(this.config.tournament, outcome),
        experience: matchExperience(outcome, seat.correctCount),
      });
      this.results.set(seat.init.id, record);
      if (!seat.init.isBot && seat.connection === 'connected') {
        effects.push(send(seat.init.id, 'match:result', withRounds(record, rounds)));
      }
    }
    effects.push({ kind: 'ended' });
    return effects;
  }

  /** Every closed round's summary, in order, frozen (a new list each call). */
  private roundSummaries(): RoundSummary[] {
    return freezeOwn(this.closedRounds.map((closed) => this.summaryOf(closed)));
  }

  /**
   * A closed round's summary, frozen: the reveal's whole card, each option's nation, position and era (keyed by
   * its token of that round), and both players' answers.
   */
  private summaryOf(closed: ClosedRound): RoundSummary {
    const question = this.questions[closed.roundIndex];
    const options: RoundOption[] = [];
    const optionFacts = keyedByIds<OptionFacts>();
    let correct: RoundOption | undefined;
    for (let i = 0; i * TOKEN_LENGTH < closed.tokens.length; i++) {
      const sourceIndex = Math.floor(closed.order / OPTION_ORDER_BASE ** i) % OPTION_ORDER_BASE;
      const token = closed.tokens.slice(i * TOKEN_LENGTH, (i + 1) * TOKEN_LENGTH);
      const option = freezeOwn({ token, name: question?.options[sourceIndex]?.name ?? '' });
      options.push(option);
      // the bank's own facts, frozen and shared (the test questions' too)
      const known = question?.optionFacts?.[sourceIndex];
      if (known !== undefined) optionFacts[token] = known;
      if (sourceIndex === question?.correctIndex) correct = option;
    }
    const answerOf = (
      seat: Seat,
      resolution: Resolution | null,
      powerUpsUsed: readonly PowerUpId[],
    ): RoundAnswer => {
      const optionIndex = resolution?.optionIndex ?? null;
      const picked = optionIndex === null ? undefined : options[optionIndex];
      return freezeOwn({
        sessionId: seat.init.id,
        kind: resolution?.kind ?? 'timeout',
        optionToken: picked?.token ?? null,
        optionName: picked?.name ?? null,
        correct: resolution?.correct ?? false,
        points: resolution?.points ?? 0,
        answerTimeMs: resolution?.answerTimeMs ?? null,
        powerUpsUsed: freezeOwn(powerUpsUsed) as PowerUpId[],
      });
    };
    const [first, second] = this.seats;
    const answers: RoundAnswer[] = [];
    if (first) answers.push(answerOf(first, closed.firstResolution, closed.firstPowerUps));
    if (second) answers.push(answerOf(second, closed.secondResolution, closed.secondPowerUps));
    // frozen part by part, each a new object (the card's clues and the option facts are frozen and shared):
    // `deepFreeze` walked every value of every part again, ~1.5 % of the server's busy time at 10,000 players
    return freezeOwn({
      roundIndex: closed.roundIndex,
      correctToken: correct?.token ?? '',
      correctName: correct?.name ?? '',
      answerId: correct === undefined ? '' : (question?.options[question.correctIndex]?.id ?? ''),
      options: freezeOwn(options),
      // the round is closed: the whole card
      clues: question === undefined ? [] : cardClues(question.card).all,
      optionFacts: freezeOwn(optionFacts),
      answers: freezeOwn(answers),
    });
  }

  private syncFor(seat: Seat, nowMs: number): SyncPayload {
    const question = this.phase === 'round' ? this.questions[this.roundIndex] : undefined;
    const inRound = question !== undefined;
    const powerUpsRemaining = Object.fromEntries(
      POWER_UP_IDS.map((id) => [id, this.remainingInMatch(seat, id)]),
    ) as Record<PowerUpId, number>;
    // built once: the finished match's result carries the same rounds
    const closedRounds = this.roundSummaries();
    const result = this.results.get(seat.init.id);
    return {
      phase: this.phase,
      round: inRound ? this.roundStartFor(seat, nowMs) : null,
      answerResult: inRound && isResolved(seat) ? this.answerResultFor(seat) : null,
      closedRounds,
      powerUpsRemaining,
      result: result === undefined ? null : withRounds(result, closedRounds),
    };
  }
}

/**
 * An empty record for keys that are ids (a round's option tokens, the players' session ids), as a dictionary from
 * the start. A plain `{}` gets a hidden class of its own for every key it is given: V8 builds a new one (and its
 * descriptors, and a transition from the empty object's class) whenever a key has not been seen before, which a
 * random token never has. Those live in the old generation until a full collection, and a busy server closes
 * hundreds of rounds a second (issue 29). Without a prototype V8 keeps such an object in dictionary mode; msgpack
 * and JSON write it as any object.
 */
function keyedByIds<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A card's clues by stage and all in one list, frozen: worked out once per card, not once per round. */
interface CardClues {
  readonly byStage: Clue[][];
  readonly all: Clue[];
}

/**
 * The clues of each card a round has shown, keyed by the card itself: the question bank hands out one frozen
 * card per footballer, so a card's clues are worked out once for the server's life (issue 29: they were built
 * again every round, and a round's lifetime made them the collector's work).
 */
const cluesOfCard = new WeakMap<QuestionCard, CardClues>();

function cardClues(card: QuestionCard): CardClues {
  let clues = cluesOfCard.get(card);
  if (clues === undefined) {
    const byStage = deepFreeze(cluesByStage(card));
    clues = { byStage, all: deepFreeze(byStage.flat()) };
    cluesOfCard.set(card, clues);
  }
  return clues;
}

/**
 * An empty list shared wherever one is kept but never written: a round's power-ups and whistled options while it
 * has none (issue 29: two arrays per player and round lived the round long, and most stay empty), a seat's recent
 * footballers once the cards are drawn
 */
const NONE: readonly never[] = Object.freeze([]);

function newSeat(init: ParticipantInit): Seat {
  return {
    init: { ...init, recent: NO_RECENT },
    recent: init.recent,
    connection: 'connected',
    correctCount: 0,
    points: 0,
    usedThisMatch: { golden_shot: 0, energy_drink: 0, whistle: 0 },
    round: null,
  };
}

/** A player's result as the engine keeps it: all but its rounds (`DuelEngine.results`). */
type ResultRecord = Omit<ResultPayload, 'rounds'>;

/**
 * The result to send: `record` with `rounds`, its keys in the order of `ResultPayload` (the order msgpack writes
 * them in), frozen; the record's parts are frozen already and shared.
 */
function withRounds(record: ResultRecord, rounds: RoundSummary[]): ResultPayload {
  const { outcome, reason, forfeitedBy, tournament, me, opponent, totalRounds, rewardCoins, experience } =
    record;
  return freezeOwn({
    outcome,
    reason,
    forfeitedBy,
    tournament,
    me,
    opponent,
    rounds,
    totalRounds,
    rewardCoins,
    experience,
    ...('ladder' in record ? { ladder: record.ladder } : {}),
  });
}

function resultPlayer(seat: Seat): ResultPlayer {
  return {
    sessionId: seat.init.id,
    username: seat.init.username,
    isBot: seat.init.isBot,
    correctCount: seat.correctCount,
    points: seat.points,
  };
}

function send<K extends SendEffect['type']>(
  to: string,
  type: K,
  payload: Extract<SendEffect, { type: K }>['payload'],
): SendEffect {
  return { kind: 'send', to, type, payload } as SendEffect;
}

function isResolved(seat: Seat): boolean {
  return (seat.round?.resolution ?? null) !== null;
}
