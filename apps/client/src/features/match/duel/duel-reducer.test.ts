import {
  RECONNECTION_WINDOW_MS,
  TOURNAMENTS,
  cluesByStage,
  deviceIdentityFrom,
  matchExperience,
  matchRewardCoins,
  powerUpQuantity,
  type DeviceIdentity,
  type QuestionCard,
  type ServerEnding,
} from '@goalguessr/game-core';
import type { ResultPayload, RoundStartPayload } from '@goalguessr/protocol';
import { describe, expect, it } from 'vitest';

import type { MatchStateView, ServerMessage } from '../../../net/match-connection';
import { playerState } from '../../../testing/match-fixtures';
import { PlayHarness } from '../../../testing/play-harness';
import { FINAL_CLOSE_CODES } from '../../../net/match-connection';
import { duelReducer } from './duel-reducer';
import {
  INITIAL_MATCH_STATE,
  NOTICE_MS,
  type DuelMessage,
  type MatchEffect,
  type MatchInput,
  type MatchState,
} from './duel-state';

const NOW = 1_760_000_000_000;
const A = 'attempt-1';
/** the seat's reconnection token the server gave at the join */
const SEAT = 'room-1:seat';
/** the device's anonymous identity, as the controller draws it for a first duel */
const IDENTITY = deviceIdentityFrom(new Uint8Array(16).fill(7), new Uint8Array(32).fill(9)) as DeviceIdentity;

/**
 * The session runner's part, played by the test without any mock (testing/play-harness): each event gets the
 * moment and the current record, `save` effects become the record, every effect is collected for the
 * assertions. The duel adds its server messages and the way to a paired match.
 */
class Harness extends PlayHarness<MatchState, MatchInput, DuelMessage> {
  constructor() {
    super(duelReducer, INITIAL_MATCH_STATE, NOW);
  }

  server(message: ServerMessage): MatchEffect[] {
    return this.send({ type: 'message', attemptId: A, message });
  }

  /** Play pressed, online, fee paid, joined and paired: the state of a running match before round 1. */
  paired(tournament: 'rookie' | 'champions' | 'legendary' = 'rookie'): this {
    this.send({ type: 'starting', tournament, attemptId: A });
    this.send({ type: 'play', attemptId: A, online: true, identity: IDENTITY });
    this.send({ type: 'joined', attemptId: A, matchId: 'room-1', reconnectionToken: SEAT });
    this.send({ type: 'state', attemptId: A, view: view('connecting') });
    return this;
  }

  /** The server's answer to "how did the match end?" (the controller's `ask_ending`). */
  ending(answer: ServerEnding): MatchEffect[] {
    return this.send({ type: 'ending', attemptId: A, answer });
  }
}

/** The message of the first `send` effect of that type. */
function sent<T extends DuelMessage['type']>(
  effects: MatchEffect[],
  type: T,
): Extract<DuelMessage, { type: T }> | undefined {
  for (const e of effects) {
    if (e.kind === 'send' && e.message.type === type) return e.message as Extract<DuelMessage, { type: T }>;
  }
  return undefined;
}

function view(phase: MatchStateView['phase'], me = { correctCount: 0, points: 0 }): MatchStateView {
  return {
    phase,
    tournament: 'rookie',
    roundIndex: 0,
    totalRounds: 5,
    roundStartedAtMs: 0,
    roundDeadlineAtMs: 0,
    estimatedWaitMs: 1234,
    searchStartedAtMs: 0,
    phaseEndsAtMs: 0,
    me: { ...playerState('me', 'Tester'), ...me },
    opponent: phase === 'searching' ? null : playerState('them', 'Rival'),
  };
}

const CARD: QuestionCard = {
  nation: 'ARG',
  flag: 'ar',
  position: 'FW',
  birthYear: 1987,
  worldCups: [{ year: 2014, number: 10, club: 'Barcelona' }],
  heightCm: 170,
  foot: 'left',
};

function roundStart(roundIndex: number): RoundStartPayload {
  return {
    roundIndex,
    totalRounds: 5,
    clues: cluesByStage(CARD).slice(0, 1),
    clueRevealAtMs: [0, 3_000, 6_000, 9_000, 12_000].map((offset) => NOW + offset),
    options: [
      { token: 'tokMessi0001', name: 'Lionel Messi' },
      { token: 'tokPele00002', name: 'Pelé' },
      { token: 'tokZico00003', name: 'Zico' },
      { token: 'tokKaka00004', name: 'Kaká' },
    ],
    roundStartedAtMs: NOW,
    deadlineAtMs: NOW + 15_000,
    serverNowMs: NOW + 250,
    removedOptionTokens: [],
  };
}

const answerResult = (roundIndex: number, correct: boolean, kind: 'answered' | 'timeout' = 'answered') =>
  ({
    type: 'match:answer_result',
    payload: {
      roundIndex,
      kind,
      optionToken: kind === 'timeout' ? null : correct ? 'tokMessi0001' : 'tokPele00002',
      correct,
      correctToken: 'tokMessi0001',
      correctName: 'Lionel Messi',
      answerId: 'lionel-messi',
      points: correct ? 140 : 0,
      answerTimeMs: 2000,
    },
  }) as const;

function result(outcome: ResultPayload['outcome'], rounds = 5, correct = 3): ResultPayload {
  return {
    outcome,
    reason: rounds < 5 ? 'decided_early' : 'completed',
    forfeitedBy: null,
    tournament: 'rookie',
    me: { sessionId: 'me', username: 'Tester', isBot: false, correctCount: correct, points: correct * 120 },
    opponent: { sessionId: 'them', username: 'Rival', isBot: false, correctCount: 1, points: 100 },
    rounds: Array.from({ length: rounds }, (_v, roundIndex) => ({
      roundIndex,
      correctToken: `tok${roundIndex}`,
      correctName: `Player ${roundIndex}`,
      answerId: `player-${roundIndex}`,
      options: [],
      clues: [],
      optionFacts: {},
      answers: [],
    })),
    totalRounds: 5,
    rewardCoins: outcome === 'win' ? TOURNAMENTS.rookie.rewardCoins : outcome === 'draw' ? 40 : 0,
    experience: 80,
  };
}

describe('join options', () => {
  it('send the recent answers oldest first, as stored, so the server releases the oldest first', () => {
    const h = new Harness();
    h.record = { ...h.record, recentPlayerIds: ['oldest', 'middle', 'newest'] };
    h.send({ type: 'starting', tournament: 'rookie', attemptId: A });
    const join = sent(h.send({ type: 'play', attemptId: A, online: true }), 'join');
    expect(join).toMatchObject({ options: { recentPlayerIds: ['oldest', 'middle', 'newest'] } });
  });
});

describe('the anonymous player id and the server’s rating (issue 27)', () => {
  const identity = { playerId: 'A'.repeat(22), secret: 'b'.repeat(43) };

  it('the first duel keeps a new player id in the record (saved with the fee) and proves it in the join', () => {
    const h = new Harness();
    h.send({ type: 'starting', tournament: 'legendary', attemptId: A });
    const join = sent(h.send({ type: 'play', attemptId: A, online: true, identity }), 'join');
    expect(h.record.identity).toEqual(identity);
    expect(join).toMatchObject({ options: { tournament: 'legendary', identity } });
    // the join claims no rating: the server looks it up
    expect(join !== undefined && 'rating' in join.options).toBe(false);
    // later duels keep the same id
    const next = new Harness();
    next.record = h.record;
    next.send({ type: 'starting', tournament: 'rookie', attemptId: 'attempt-2' });
    next.send({
      type: 'play',
      attemptId: 'attempt-2',
      online: true,
      identity: { ...identity, playerId: 'C'.repeat(22) },
    });
    expect(next.record.identity).toEqual(identity);
  });

  it("a result shows the server's rating for that tournament; without one, and after a forfeit, the device's stays", () => {
    const h = new Harness().paired();
    const before = h.record.ratings;
    h.send({ type: 'state', attemptId: A, view: view('round') });
    const server = { rating: 1662.31, rd: 290.3, volatility: 0.06 };
    h.server({
      type: 'match:result',
      payload: {
        ...result('win'),
        ladder: { counted: true, reason: null, rating: server, change: 162, season: '2026-11-23' },
      },
    });
    expect(h.record.ratings.rookie).toEqual(server);
    expect(h.record.ratings.champions).toEqual(before.champions);
    const plain = new Harness().paired();
    plain.send({ type: 'state', attemptId: A, view: view('round') });
    plain.server({ type: 'match:result', payload: result('win') });
    expect(plain.record.ratings).toEqual(before);
    const left = new Harness().paired('champions');
    left.send({ type: 'state', attemptId: A, view: view('round') });
    left.send({ type: 'forfeit' });
    expect(left.record.ratings).toEqual(before);
    expect(left.record.stats.losses).toBe(1);
  });
});

describe('match reducer: starting and joining', () => {
  it('Play: network check, then the fee and the open match in one save, the lobby music and the join', () => {
    const h = new Harness();
    expect(h.send({ type: 'starting', tournament: 'champions', attemptId: A })).toEqual([]);
    expect(h.state).toMatchObject({ stage: 'starting', tournament: 'champions', attemptId: A });
    const effects = h.send({ type: 'play', attemptId: A, online: true });
    expect(h.kinds(effects)).toEqual(['save', 'music:lobby', 'send:join']);
    expect(h.state.stage).toBe('lobby');
    expect(h.record.currencies.tickets).toBe(10 - TOURNAMENTS.champions.entryFeeTickets);
    expect(h.record.openMatch).toEqual({
      attemptId: A,
      tournament: 'champions',
      matchId: null,
      paired: false,
      reconnectionToken: null,
    });
    expect(sent(effects, 'join')?.options).toMatchObject({
      tournament: 'champions',
      username: 'Player',
    });
    expect(h.state.powerUpsLeftInMatch).toEqual({ golden_shot: 1, energy_drink: 2, whistle: 2 });
  });

  it('offline: "Internet connection required", nothing paid', () => {
    const h = new Harness();
    h.send({ type: 'starting', tournament: 'rookie', attemptId: A });
    expect(h.send({ type: 'play', attemptId: A, online: false })).toEqual([]);
    expect(h.state).toMatchObject({ stage: 'offline', attemptId: null });
    expect(h.record.currencies.tickets).toBe(10);
  });

  it('not enough tickets: the no-tickets stage, nothing saved', () => {
    const h = new Harness();
    h.record = { ...h.record, currencies: { ...h.record.currencies, tickets: 0 } };
    h.send({ type: 'starting', tournament: 'legendary', attemptId: A });
    expect(h.send({ type: 'play', attemptId: A, online: true })).toEqual([]);
    expect(h.state.stage).toBe('no_tickets');
  });

  it('a match still open from a dead attempt is settled as abandoned before paying again', () => {
    const h = new Harness().paired();
    h.state = INITIAL_MATCH_STATE;
    h.send({ type: 'starting', tournament: 'rookie', attemptId: 'attempt-2' });
    h.send({ type: 'play', attemptId: 'attempt-2', online: true });
    expect(h.record.stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
    expect(h.record.openMatch?.attemptId).toBe('attempt-2');
    expect(h.record.currencies.tickets).toBe(8);
  });

  it('joined: the room id is noted in the record; pairing is noted once, and the lobby follows the phase', () => {
    const h = new Harness();
    h.send({ type: 'starting', tournament: 'rookie', attemptId: A });
    h.send({ type: 'play', attemptId: A, online: true });
    expect(
      h.kinds(h.send({ type: 'joined', attemptId: A, matchId: 'room-1', reconnectionToken: SEAT })),
    ).toEqual(['save']);
    expect(h.record.openMatch).toMatchObject({ matchId: 'room-1', paired: false });
    expect(h.send({ type: 'state', attemptId: A, view: view('searching') })).toEqual([]);
    expect(h.state).toMatchObject({ phase: 'searching', estimatedWaitMs: 1234, connected: true });
    expect(h.kinds(h.send({ type: 'state', attemptId: A, view: view('connecting') }))).toEqual(['save']);
    expect(h.record.openMatch?.paired).toBe(true);
    expect(h.send({ type: 'state', attemptId: A, view: view('verifying') })).toEqual([]);
    expect(h.state.opponent?.username).toBe('Rival');
  });

  // An unreachable server is not "offline" while the device has its network (issue 24).
  it.each([
    ['unreachable', false, 'join_failed'],
    ['unreachable', true, 'offline'],
    ['protocol_mismatch', false, 'join_failed'],
  ] as const)(
    'a join that fails (%s, device offline: %s) refunds the fee and shows %s',
    (code, offline, stage) => {
      const h = new Harness();
      h.send({ type: 'starting', tournament: 'rookie', attemptId: A });
      h.send({ type: 'play', attemptId: A, online: true });
      h.send({ type: 'join_failed', attemptId: A, code, offline });
      expect(h.state).toMatchObject({ stage, joinFailure: code, attemptId: null });
      expect(h.record.currencies.tickets).toBe(10);
      expect(h.record.openMatch).toBeNull();
    },
  );

  it('events of another attempt are ignored', () => {
    const h = new Harness().paired();
    const before = h.state;
    expect(
      h.send({
        type: 'message',
        attemptId: 'old',
        message: { type: 'match:round_start', payload: roundStart(0) },
      }),
    ).toEqual([]);
    expect(h.send({ type: 'left', attemptId: 'old', code: 1000 })).toEqual([]);
    expect(h.send({ type: 'joined', attemptId: 'old', matchId: 'x', reconnectionToken: 'x:seat' })).toEqual(
      [],
    );
    expect(h.state).toBe(before);
  });
});

describe('match reducer: every server message', () => {
  it('round_start: the question, the server clock offset, the match music and the success and question cues', () => {
    const h = new Harness().paired();
    const effects = h.server({ type: 'match:round_start', payload: roundStart(0) });
    expect(h.kinds(effects)).toEqual(['music:game', 'cue:opponentFound', 'cue:question']);
    expect(h.state).toMatchObject({
      stage: 'playing',
      clockOffsetMs: 250,
      pendingOption: null,
      answerResult: null,
    });
    expect(h.kinds(h.server({ type: 'match:round_start', payload: roundStart(1) }))).toEqual([
      'cue:question',
    ]);
  });

  it('answer_result: right (then a streak), wrong, time up — each with its cue, once', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(0) });
    expect(h.kinds(h.server(answerResult(0, true)))).toEqual(['cue:correct']);
    // The same result again (a sync after a reconnection) is not a new moment.
    expect(h.kinds(h.server(answerResult(0, true)))).toEqual([]);
    expect(h.state.streak).toBe(1);
    h.server({ type: 'match:round_start', payload: roundStart(1) });
    expect(h.kinds(h.server(answerResult(1, true)))).toEqual(['cue:correctStreak']);
    h.server({ type: 'match:round_start', payload: roundStart(2) });
    expect(h.kinds(h.server(answerResult(2, false)))).toEqual(['cue:wrong']);
    expect(h.state.streak).toBe(0);
    h.server({ type: 'match:round_start', payload: roundStart(3) });
    expect(h.kinds(h.server(answerResult(3, false, 'timeout')))).toEqual(['cue:timeUp']);
    expect(h.state.answerResult?.roundIndex).toBe(3);
  });

  it('round_end: the reveal and the closed rounds (a repeat replaces its round)', () => {
    const h = new Harness().paired();
    const end = {
      ...result('win').rounds[0]!,
      correctCount: { me: 1, them: 0 },
      points: { me: 120, them: 0 },
      nextAtMs: NOW + 3000,
    };
    expect(h.server({ type: 'match:round_end', payload: end })).toEqual([]);
    h.server({ type: 'match:round_end', payload: end });
    expect(h.state.roundEnd).toEqual(end);
    expect(h.state.closedRounds).toHaveLength(1);
  });

  it('clue: the card grows by the next stage of the running round only, once, in order', () => {
    const h = new Harness().paired();
    const stages = cluesByStage(CARD);
    const clue = (roundIndex: number, stage: number) =>
      ({ type: 'match:clue', payload: { roundIndex, stage, clues: stages[stage] ?? [] } }) as const;
    // Before any card, and for another round, nothing changes.
    expect(h.server(clue(0, 1))).toEqual([]);
    expect(h.state.round).toBeNull();
    h.server({ type: 'match:round_start', payload: roundStart(0) });
    h.server(clue(1, 1));
    expect(h.state.round?.clues).toHaveLength(1);
    // A stage out of order (skipping one) or a repeat is ignored.
    h.server(clue(0, 2));
    expect(h.state.round?.clues).toHaveLength(1);
    expect(h.server(clue(0, 1))).toEqual([]);
    h.server(clue(0, 1));
    expect(h.state.round?.clues).toEqual(stages.slice(0, 2));
    for (const stage of [2, 3, 4]) h.server(clue(0, stage));
    expect(h.state.round?.clues).toEqual(stages);
    expect(h.state.round?.clues.flat().some((c) => c.kind === 'nation')).toBe(true);
    // A sync after a reconnection brings the stages out so far.
    h.server({
      type: 'match:sync',
      payload: {
        phase: 'round',
        round: { ...roundStart(1), clues: stages.slice(0, 3) },
        answerResult: null,
        closedRounds: [],
        powerUpsRemaining: { golden_shot: 1, energy_drink: 2, whistle: 2 },
        result: null,
      },
    });
    expect(h.state.round?.clues).toHaveLength(3);
    h.server(clue(1, 3));
    expect(h.state.round?.clues).toHaveLength(4);
  });

  it('warning: its cue once per round', () => {
    const h = new Harness().paired();
    const warning = {
      type: 'match:warning',
      payload: { kind: 'opponent_may_end_match', roundIndex: 2 },
    } as const;
    expect(h.kinds(h.server(warning))).toEqual(['cue:warning']);
    expect(h.kinds(h.server(warning))).toEqual([]);
    expect(h.state.warningRound).toBe(2);
  });

  it('power_up_result ok: spent from the inventory only now, with its cue; a whistle removes an option', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(0) });
    expect(h.kinds(h.send({ type: 'power_up', powerUp: 'whistle' }))).toEqual(['send:power_up']);
    expect(h.state.pendingPowerUp).toBe('whistle');
    expect(powerUpQuantity(h.record, 'whistle')).toBe(3);
    const effects = h.server({
      type: 'match:power_up_result',
      payload: {
        ok: true,
        roundIndex: 0,
        powerUp: 'whistle',
        remainingInMatch: 1,
        removedOptionToken: 'tokZico00003',
      },
    });
    expect(h.kinds(effects)).toEqual(['save', 'cue:powerUp']);
    expect(powerUpQuantity(h.record, 'whistle')).toBe(2);
    expect(h.state).toMatchObject({
      removedOptions: ['tokZico00003'],
      pendingPowerUp: null,
      powerUpsUsedThisRound: ['whistle'],
    });
    h.server({
      type: 'match:power_up_result',
      payload: {
        ok: true,
        roundIndex: 0,
        powerUp: 'energy_drink',
        remainingInMatch: 1,
        deadlineAtMs: NOW + 20_000,
      },
    });
    expect(h.state.round?.deadlineAtMs).toBe(NOW + 20_000);
  });

  it('power_up_result refused: the notice, cleared by its own timer only', () => {
    const h = new Harness().paired();
    const effects = h.server({
      type: 'match:power_up_result',
      payload: {
        ok: false,
        roundIndex: 0,
        powerUp: 'golden_shot',
        code: 'power_up_not_allowed',
        reason: 'match_limit_reached',
      },
    });
    expect(effects).toEqual([
      { kind: 'schedule', timer: 'notice', ms: NOTICE_MS, input: { type: 'notice_expired', noticeId: 1 } },
    ]);
    expect(h.state.notice).toBe('match_limit_reached');
    h.send({ type: 'notice_expired', noticeId: 0 });
    expect(h.state.notice).toBe('match_limit_reached');
    h.send({ type: 'notice_expired', noticeId: 1 });
    expect(h.state.notice).toBeNull();
  });

  it.each([
    ['win', 'cue:win'],
    ['lose', 'cue:lose'],
    ['draw', 'cue:draw'],
  ] as const)(
    'result (completed, %s) against a person: saved once, its cue, silence, the room kept open for a rematch',
    (outcome, cue) => {
      const h = new Harness().paired();
      const effects = h.server({ type: 'match:result', payload: result(outcome) });
      expect(h.kinds(effects)).toEqual(['save', cue, 'music:null']);
      expect(h.state).toMatchObject({ stage: 'result', connected: true });
      expect(h.record.stats.gamesPlayed).toBe(1);
      expect(h.record.openMatch).toBeNull();
      // the answers' footballer ids, never the per-round option tokens
      expect(h.record.recentPlayerIds).toEqual(['player-0', 'player-1', 'player-2', 'player-3', 'player-4']);
      // The same result again (e.g. in a sync after a reconnect) pays nothing more.
      h.state = { ...h.state, attemptId: A };
      expect(h.kinds(h.server({ type: 'match:result', payload: result(outcome) }))).not.toContain('save');
      expect(h.record.stats.gamesPlayed).toBe(1);
    },
  );

  it('result decided early: the rounds played count, the rest do not', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:result', payload: result('win', 3, 3) });
    expect(h.record.stats).toMatchObject({ totalCorrectAnswers: 3, totalIncorrectAnswers: 0, wins: 1 });
    expect(h.record.currencies.moneys).toBe(2500 + TOURNAMENTS.rookie.rewardCoins);
  });

  it('a result that reaches a new level plays the level-up cue instead of the win', () => {
    const h = new Harness().paired();
    h.record = { ...h.record, profile: { ...h.record.profile, experience: 95 } };
    const kinds = h.kinds(h.server({ type: 'match:result', payload: result('win') }));
    expect(kinds).toContain('cue:levelUp');
    expect(kinds).not.toContain('cue:win');
    expect(h.record.profile.level).toBe(2);
  });

  it('void: the fee comes back, nothing counted', () => {
    const h = new Harness().paired('legendary');
    const effects = h.server({ type: 'match:void', payload: { reason: 'server_shutdown' } });
    expect(h.kinds(effects)).toEqual(['save', 'music:null', 'send:close']);
    expect(h.state).toMatchObject({ stage: 'void', voidReason: 'server_shutdown' });
    expect(h.record.currencies.tickets).toBe(10);
    expect(h.record.stats.gamesPlayed).toBe(0);
  });

  it('sync after a reconnect: the round as the server has it, or its result', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(0) });
    h.send({ type: 'dropped' });
    const effects = h.server({
      type: 'match:sync',
      payload: {
        phase: 'round',
        round: roundStart(2),
        answerResult: null,
        closedRounds: result('win', 2).rounds,
        powerUpsRemaining: { golden_shot: 0, energy_drink: 1, whistle: 2 },
        result: null,
      },
    });
    expect(h.kinds(effects)).toEqual(['cue:question']);
    expect(h.state).toMatchObject({ reconnecting: false, droppedAtMs: null, stage: 'playing' });
    expect(h.state.round?.roundIndex).toBe(2);
    expect(h.state.closedRounds).toHaveLength(2);
    expect(h.state.powerUpsLeftInMatch.golden_shot).toBe(0);
    h.server({
      type: 'match:sync',
      payload: {
        phase: 'finished',
        round: null,
        answerResult: null,
        closedRounds: [],
        powerUpsRemaining: h.state.powerUpsLeftInMatch,
        result: result('lose'),
      },
    });
    expect(h.state.stage).toBe('result');
    expect(h.record.stats.losses).toBe(1);
  });

  it('error: a refused answer or power-up lets the player see the round as it is', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(0) });
    h.send({ type: 'answer', optionToken: 'tokPele00002' });
    expect(h.state.pendingOption).toBe('tokPele00002');
    expect(h.server({ type: 'match:error', payload: { code: 'deadline_passed', type: 'answer' } })).toEqual(
      [],
    );
    expect(h.state).toMatchObject({ pendingOption: null, pendingPowerUp: null });
  });
});

describe('match reducer: every player action', () => {
  it('answer: sent once with its cue, never for a removed option, never twice', () => {
    const h = new Harness().paired();
    expect(h.send({ type: 'answer', optionToken: 'tokMessi0001' })).toEqual([]);
    h.server({
      type: 'match:round_start',
      payload: { ...roundStart(0), removedOptionTokens: ['tokKaka00004'] },
    });
    expect(h.send({ type: 'answer', optionToken: 'tokKaka00004' })).toEqual([]);
    expect(h.send({ type: 'answer', optionToken: 'tokPele00002' })).toEqual([
      { kind: 'cue', cue: 'answerSent' },
      { kind: 'send', message: { type: 'answer', roundIndex: 0, optionToken: 'tokPele00002' } },
    ]);
    expect(h.send({ type: 'answer', optionToken: 'tokZico00003' })).toEqual([]);
  });

  it('report: only for a closed round, sent once, then sent or failed as the server answers', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(0) });
    // The round is still running: nothing to report yet.
    expect(h.send({ type: 'report', roundIndex: 0 })).toEqual([]);
    const end = { ...result('win').rounds[0]!, correctCount: {}, points: {}, nextAtMs: NOW + 5000 };
    h.server({ type: 'match:round_end', payload: end });
    expect(h.send({ type: 'report', roundIndex: 0 })).toEqual([
      { kind: 'send', message: { type: 'report', roundIndex: 0 } },
    ]);
    expect(h.state.cardReports[0]).toBe('pending');
    // Never twice for one round.
    expect(h.send({ type: 'report', roundIndex: 0 })).toEqual([]);
    h.server({ type: 'match:report_result', payload: { ok: true, roundIndex: 0 } });
    expect(h.state.cardReports[0]).toBe('sent');
    h.server({ type: 'match:round_end', payload: { ...end, roundIndex: 1 } });
    h.send({ type: 'report', roundIndex: 1 });
    h.server({
      type: 'match:report_result',
      payload: { ok: false, roundIndex: 1, reason: 'too_many_reports' },
    });
    expect(h.state.cardReports[1]).toBe('failed');
    h.server({ type: 'match:round_end', payload: { ...end, roundIndex: 2 } });
    h.send({ type: 'report', roundIndex: 2 });
    h.server({
      type: 'match:report_result',
      payload: { ok: false, roundIndex: 2, reason: 'already_reported' },
    });
    expect(h.state.cardReports[2]).toBe('sent');
    // A new match starts with nothing reported.
    h.send({ type: 'leave' });
    h.send({ type: 'starting', tournament: 'rookie', attemptId: 'attempt-2' });
    expect(h.state.cardReports).toEqual({});
  });

  it('power-up with none in the inventory: "Not enough power-ups!" and nothing sent', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(0) });
    h.record = { ...h.record, inventory: { ...h.record.inventory, powerUps: [] } };
    const effects = h.send({ type: 'power_up', powerUp: 'golden_shot' });
    expect(h.kinds(effects)).toEqual(['schedule:notice']);
    expect(h.state.notice).toBe('not_enough_power_ups');
  });

  it('pause and resume', () => {
    const h = new Harness().paired();
    h.send({ type: 'pause', paused: true });
    expect(h.state.paused).toBe(true);
    h.send({ type: 'pause', paused: false });
    expect(h.state.paused).toBe(false);
  });

  it('cancel while searching: the room is left and the fee comes back', () => {
    const h = new Harness();
    h.send({ type: 'starting', tournament: 'champions', attemptId: A });
    h.send({ type: 'play', attemptId: A, online: true });
    h.send({ type: 'joined', attemptId: A, matchId: 'room-1', reconnectionToken: SEAT });
    expect(h.kinds(h.send({ type: 'cancel_search' }))).toEqual(['send:close', 'save']);
    expect(h.state).toEqual(INITIAL_MATCH_STATE);
    expect(h.record.currencies.tickets).toBe(10);
  });

  it("forfeit (pause menu restart): the leave message, a loss with game-core's loss reward, the connection closed", () => {
    const h = new Harness().paired('champions');
    h.send({ type: 'state', attemptId: A, view: view('round', { correctCount: 2, points: 260 }) });
    const effects = h.send({ type: 'forfeit' });
    expect(h.kinds(effects)).toEqual(['send:leave', 'save', 'cue:lose', 'music:null', 'send:close']);
    expect(h.state).toMatchObject({ stage: 'forfeited', attemptId: null });
    expect(h.state.rewards).toEqual({
      coins: matchRewardCoins('champions', 'lose'),
      experience: matchExperience('lose', 2),
    });
    expect(h.record.stats).toMatchObject({ losses: 1, totalCorrectAnswers: 2 });
  });

  it('exit (pause menu): the forfeit, then Home', () => {
    const h = new Harness().paired();
    const effects = h.send({ type: 'exit' });
    expect(h.kinds(effects)).toEqual([
      'send:leave',
      'save',
      'cue:lose',
      'music:null',
      'send:close',
      'send:close',
      'navigate',
    ]);
    expect(h.state).toEqual(INITIAL_MATCH_STATE);
    expect(h.record.stats.losses).toBe(1);
  });

  it('leave (the page closes): a running match is forfeited, a search cancelled, a result left alone', () => {
    const running = new Harness().paired();
    running.server({ type: 'match:round_start', payload: roundStart(0) });
    running.send({ type: 'leave' });
    expect(running.record.stats.losses).toBe(1);

    const searching = new Harness();
    searching.send({ type: 'starting', tournament: 'rookie', attemptId: A });
    searching.send({ type: 'play', attemptId: A, online: true });
    searching.send({ type: 'leave' });
    expect(searching.record.currencies.tickets).toBe(10);
    expect(searching.record.stats.gamesPlayed).toBe(0);

    const done = new Harness().paired();
    done.server({ type: 'match:result', payload: result('win') });
    done.send({ type: 'leave' });
    expect(done.record.stats.gamesPlayed).toBe(1);
    expect(done.state).toEqual(INITIAL_MATCH_STATE);
  });
});

describe('match reducer: connection drops and every settlement path', () => {
  it("dropped → reconnected: the overlay with the window, the seat kept; the retrying is the connection's", () => {
    const h = new Harness().paired();
    expect(h.record.openMatch?.reconnectionToken).toBe(SEAT);
    expect(h.kinds(h.send({ type: 'dropped' }))).toEqual(['schedule:reconnect']);
    expect(h.state).toMatchObject({ reconnecting: true, droppedAtMs: NOW });
    expect(h.send({ type: 'dropped' })).toEqual([]);
    h.nowMs = NOW + 8_000;
    // back within the window: the seat's (new) token is kept for a later reload
    expect(h.kinds(h.send({ type: 'reconnected', reconnectionToken: 'room-1:seat2' }))).toEqual([
      'cancel:reconnect',
      'save',
    ]);
    expect(h.state).toMatchObject({ reconnecting: false, droppedAtMs: null, stage: 'lobby' });
    expect(h.record.openMatch).toMatchObject({ reconnectionToken: 'room-1:seat2', paired: true });
    expect(h.record.stats.gamesPlayed).toBe(0);
  });

  it('a round missed while away comes back as the server has it: unanswered, the next card on screen', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(1) });
    h.send({ type: 'dropped' });
    h.nowMs = NOW + 15_000;
    h.send({ type: 'reconnected', reconnectionToken: SEAT });
    h.server({
      type: 'match:sync',
      payload: {
        phase: 'round',
        round: { ...roundStart(2), serverNowMs: NOW + 15_000 },
        answerResult: null,
        closedRounds: result('win', 2).rounds,
        powerUpsRemaining: { golden_shot: 1, energy_drink: 2, whistle: 2 },
        result: null,
      },
    });
    expect(h.state).toMatchObject({ stage: 'playing', reconnecting: false, answerResult: null });
    expect(h.state.round?.roundIndex).toBe(2);
    expect(h.state.closedRounds.map((r) => r.roundIndex)).toEqual([0, 1]);
  });

  it('the window over: the retrying stops and the server is asked; it says this player forfeited: "Match lost"', () => {
    const h = new Harness().paired();
    const effects = h.send({ type: 'dropped' });
    expect(effects).toContainEqual({
      kind: 'schedule',
      timer: 'reconnect',
      ms: RECONNECTION_WINDOW_MS,
      input: { type: 'reconnect_window_over' },
    });
    // Too early (a timer of an earlier drop): nothing happens.
    h.nowMs = NOW + RECONNECTION_WINDOW_MS - 1_000;
    expect(h.send({ type: 'reconnect_window_over' })).toEqual([]);
    expect(h.state.reconnecting).toBe(true);
    h.nowMs = NOW + RECONNECTION_WINDOW_MS;
    const effects2 = h.send({ type: 'reconnect_window_over' });
    expect(h.kinds(effects2)).toContain('send:close');
    expect(sent(effects2, 'ask_ending')).toEqual({
      type: 'ask_ending',
      attemptId: A,
      roomId: 'room-1',
      identity: IDENTITY,
    });
    // nothing counted while the server is asked: the fee stays paid in the open match
    expect(h.state.stage).toBe('checking');
    expect(h.record.stats.losses).toBe(0);
    expect(h.record.openMatch).not.toBeNull();
    h.ending({ ending: 'forfeit', outcome: 'lose' });
    expect(h.state.stage).toBe('forfeited');
    expect(h.record.stats.losses).toBe(1);
    expect(h.record.currencies.tickets).toBe(9);
    expect(h.record.openMatch).toBeNull();
    // The connection's own "seat gone" arriving later changes nothing.
    const saved = h.record;
    h.send({ type: 'left', attemptId: A, code: FINAL_CLOSE_CODES.seatGone });
    expect(h.record).toBe(saved);
  });

  it('a return before the window is over: its timer changes nothing', () => {
    const back = new Harness().paired();
    back.send({ type: 'dropped' });
    back.send({ type: 'reconnected', reconnectionToken: SEAT });
    back.nowMs = NOW + RECONNECTION_WINDOW_MS;
    expect(back.send({ type: 'reconnect_window_over' })).toEqual([]);
    expect(back.state).toMatchObject({ stage: 'lobby', reconnecting: false });
  });

  it('left before pairing: "connection lost" and a refund', () => {
    const h = new Harness();
    h.send({ type: 'starting', tournament: 'rookie', attemptId: A });
    h.send({ type: 'play', attemptId: A, online: true });
    h.send({ type: 'joined', attemptId: A, matchId: 'room-1', reconnectionToken: SEAT });
    h.send({ type: 'left', attemptId: A, code: 4000 });
    expect(h.state).toMatchObject({ stage: 'join_failed', joinFailure: 'connection_lost' });
    expect(h.record.currencies.tickets).toBe(10);
  });

  it('left on a server shutdown: void and a refund', () => {
    const h = new Harness().paired();
    h.send({ type: 'left', attemptId: A, code: FINAL_CLOSE_CODES.serverShutdown });
    expect(h.state).toMatchObject({ stage: 'void', voidReason: 'server_shutdown' });
    expect(h.record.currencies.tickets).toBe(10);
  });

  it('the seat gone while the device stayed online (a cut socket): the server recorded a forfeit, a loss — only a void refunds', () => {
    const h = new Harness().paired();
    h.send({ type: 'dropped' });
    h.send({ type: 'left', attemptId: A, code: FINAL_CLOSE_CODES.seatGone });
    h.ending({ ending: 'forfeit', outcome: 'lose' });
    expect(h.state.stage).toBe('forfeited');
    expect(h.record.stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
    expect(h.record.currencies.tickets).toBe(9);
    // the same player's match voided by the server gives the fee back
    const voided = new Harness().paired();
    voided.send({ type: 'dropped' });
    voided.send({ type: 'reconnected', reconnectionToken: SEAT });
    voided.server({ type: 'match:void', payload: { reason: 'server_error' } });
    expect(voided.record.currencies.tickets).toBe(10);
    expect(voided.record.stats.gamesPlayed).toBe(0);
  });

  it('a left after the result changes nothing', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:result', payload: result('win') });
    const saved = h.record;
    h.state = { ...h.state, attemptId: A };
    expect(h.kinds(h.send({ type: 'left', attemptId: A, code: 4000 }))).toEqual(['cancel:reconnect']);
    expect(h.record).toBe(saved);
  });
});

describe('a seat not regained: the server says how the match ended (issue 25)', () => {
  /** a paired match with a round played, its seat gone past the window: the server is being asked */
  function seatLost(): Harness {
    const h = new Harness().paired();
    h.send({ type: 'state', attemptId: A, view: view('round', { correctCount: 1, points: 120 }) });
    h.send({ type: 'dropped' });
    h.nowMs = NOW + RECONNECTION_WINDOW_MS;
    h.send({ type: 'reconnect_window_over' });
    expect(h.state.stage).toBe('checking');
    return h;
  }

  it('the match process died mid-match (no ending recorded, no room): void, the fee back, nothing counted', () => {
    for (const ending of ['none', 'void'] as const) {
      const h = seatLost();
      h.ending({ ending });
      expect(h.state).toMatchObject({ stage: 'void', voidReason: 'server_error' });
      expect(h.record.currencies.tickets).toBe(10);
      expect(h.record.stats).toMatchObject({ gamesPlayed: 0, losses: 0 });
      expect(h.record.openMatch).toBeNull();
    }
  });

  it('a match played out while away counts with the outcome the server recorded; the other leaving is a win', () => {
    const won = seatLost();
    won.ending({ ending: 'finished', outcome: 'win' });
    expect(won.state).toMatchObject({ stage: 'ended_away', awayShown: 'won' });
    expect(won.record.stats).toMatchObject({ gamesPlayed: 1, wins: 1 });
    expect(won.state.rewards).toEqual({
      coins: matchRewardCoins('rookie', 'win'),
      experience: matchExperience('win', 1),
    });
    const lost = seatLost();
    lost.ending({ ending: 'finished', outcome: 'lose' });
    expect(lost.state).toMatchObject({ stage: 'ended_away', awayShown: 'lost' });
    expect(lost.record.stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
    const theyLeft = seatLost();
    theyLeft.ending({ ending: 'forfeit', outcome: 'win' });
    expect(theyLeft.state).toMatchObject({ stage: 'ended_away', awayShown: 'won' });
    expect(theyLeft.record.currencies.tickets).toBe(9);
  });

  it('the room still open: asked again shortly, nothing counted meanwhile', () => {
    const h = seatLost();
    expect(h.ending({ ending: 'running' })).toEqual([
      { kind: 'schedule', timer: 'ending', ms: 2_000, input: { type: 'ask_ending_again' } },
    ]);
    expect(h.state.stage).toBe('checking');
    expect(sent(h.send({ type: 'ask_ending_again' }), 'ask_ending')?.roomId).toBe('room-1');
    h.ending({ ending: 'forfeit', outcome: 'lose' });
    expect(h.record.stats.losses).toBe(1);
  });

  it('the server unreachable: pending, the match kept open (no fee lost, no loss), asked again until it answers', () => {
    const h = seatLost();
    expect(h.kinds(h.ending({ ending: 'unreachable' }))).toEqual(['schedule:ending']);
    expect(h.state.stage).toBe('pending');
    expect(h.record.openMatch).toMatchObject({ attemptId: A, paired: true, matchId: 'room-1' });
    expect(h.record.stats.losses).toBe(0);
    // "Check again" (or the timer): asked again, still unreachable, still pending
    expect(h.kinds(h.send({ type: 'ask_ending_again' }))).toEqual(['cancel:ending', 'send:ask_ending']);
    h.ending({ ending: 'unreachable' });
    // leaving the screen keeps it open for the next start (never a forfeit)
    const left = new Harness();
    left.record = h.record;
    left.state = h.state;
    left.send({ type: 'leave' });
    expect(left.record.openMatch?.attemptId).toBe(A);
    expect(left.record.stats.losses).toBe(0);
    // the server back: it has no ending for it (it crashed): void and the fee back
    h.ending({ ending: 'none' });
    expect(h.state.stage).toBe('void');
    expect(h.record.currencies.tickets).toBe(10);
  });

  it('Play with that match still pending: the server is asked about it first, never an abandoned loss', () => {
    const before = seatLost();
    before.ending({ ending: 'unreachable' });
    before.send({ type: 'leave' });
    const h = new Harness();
    h.record = before.record;
    const effects = h.send({ type: 'check_open_match', attemptId: A, tournament: 'rookie' });
    expect(h.state).toMatchObject({ stage: 'checking', attemptId: A, tournament: 'rookie' });
    expect(sent(effects, 'ask_ending')?.roomId).toBe('room-1');
    h.ending({ ending: 'finished', outcome: 'draw' });
    expect(h.state).toMatchObject({ stage: 'ended_away', awayShown: 'draw' });
    expect(h.record.stats).toMatchObject({ gamesPlayed: 1, draws: 1, losses: 0 });
    expect(h.record.openMatch).toBeNull();
  });

  it('an answer for another attempt, or after the match is settled, changes nothing', () => {
    const h = seatLost();
    expect(h.send({ type: 'ending', attemptId: 'other', answer: { ending: 'none' } })).toEqual([]);
    h.ending({ ending: 'finished', outcome: 'draw' });
    const saved = h.record;
    expect(h.ending({ ending: 'none' })).toEqual([]);
    expect(h.send({ type: 'ask_ending_again' })).toEqual([]);
    expect(h.record).toBe(saved);
    expect(saved.stats.draws).toBe(1);
  });
});

describe('rejoin after a reload, a reopened tab or an app brought back (issue 25)', () => {
  /** A paired match whose page went away: the record keeps the open match with its seat; the screen is new. */
  function reloaded(): Harness {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(1) });
    h.state = INITIAL_MATCH_STATE;
    return h;
  }

  it('rejoins the seat: the overlay counts the window from the last activity, and sync puts the match back', () => {
    const h = reloaded();
    h.nowMs = NOW + 3_000;
    const effects = h.send({
      type: 'resume',
      attemptId: A,
      tournament: 'rookie',
      reconnectionToken: SEAT,
      sinceMs: NOW + 1_000,
    });
    expect(sent(effects, 'resume')).toEqual({ type: 'resume', attemptId: A, reconnectionToken: SEAT });
    expect(effects).toContainEqual({
      kind: 'schedule',
      timer: 'reconnect',
      ms: RECONNECTION_WINDOW_MS - 2_000,
      input: { type: 'reconnect_window_over' },
    });
    expect(h.state).toMatchObject({
      stage: 'lobby',
      attemptId: A,
      connected: true,
      reconnecting: true,
      rejoining: true,
      droppedAtMs: NOW + 1_000,
    });
    h.send({ type: 'reconnected', reconnectionToken: SEAT });
    h.send({ type: 'state', attemptId: A, view: view('round', { correctCount: 1, points: 175 }) });
    h.server({
      type: 'match:sync',
      payload: {
        phase: 'round',
        round: roundStart(1),
        answerResult: null,
        closedRounds: result('win', 1).rounds,
        powerUpsRemaining: { golden_shot: 1, energy_drink: 2, whistle: 2 },
        result: null,
      },
    });
    expect(h.state).toMatchObject({ stage: 'playing', rejoining: false, reconnecting: false });
    expect(h.state.me).toMatchObject({ correctCount: 1, points: 175 });
    expect(h.state.round?.roundIndex).toBe(1);
    // nothing was paid or counted again
    expect(h.record.currencies.tickets).toBe(9);
    expect(h.record.stats.gamesPlayed).toBe(0);
  });

  it('the match ended meanwhile: its result, counted once', () => {
    const h = reloaded();
    h.send({ type: 'resume', attemptId: A, tournament: 'rookie', reconnectionToken: SEAT, sinceMs: NOW });
    h.send({ type: 'reconnected', reconnectionToken: SEAT });
    h.server({
      type: 'match:sync',
      payload: {
        phase: 'finished',
        round: null,
        answerResult: null,
        closedRounds: [],
        powerUpsRemaining: { golden_shot: 0, energy_drink: 0, whistle: 0 },
        result: result('lose'),
      },
    });
    expect(h.state.stage).toBe('result');
    expect(h.record.stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
  });

  it('past the window: the server says the seat is gone and that it was forfeited, and the match is a loss', () => {
    const h = reloaded();
    h.send({ type: 'resume', attemptId: A, tournament: 'rookie', reconnectionToken: SEAT, sinceMs: NOW });
    h.send({ type: 'left', attemptId: A, code: FINAL_CLOSE_CODES.seatGone });
    expect(h.state.stage).toBe('checking');
    h.ending({ ending: 'forfeit', outcome: 'lose' });
    expect(h.state.stage).toBe('forfeited');
    expect(h.record.stats.losses).toBe(1);
    expect(h.record.openMatch).toBeNull();
  });

  it('a rejoin that cannot reach the server: at least a few seconds of tries, then the window decides', () => {
    const h = reloaded();
    h.nowMs = NOW + RECONNECTION_WINDOW_MS + 60_000;
    const effects = h.send({
      type: 'resume',
      attemptId: A,
      tournament: 'rookie',
      reconnectionToken: SEAT,
      sinceMs: NOW,
    });
    expect(effects).toContainEqual({
      kind: 'schedule',
      timer: 'reconnect',
      ms: 5_000,
      input: { type: 'reconnect_window_over' },
    });
    h.nowMs += 5_000;
    h.send({ type: 'reconnect_window_over' });
    h.ending({ ending: 'forfeit', outcome: 'lose' });
    expect(h.state.stage).toBe('forfeited');
    expect(h.record.stats.losses).toBe(1);
  });

  it('a search interrupted before pairing: rejoined the same way; its seat gone means a refund', () => {
    const h = new Harness();
    h.send({ type: 'starting', tournament: 'rookie', attemptId: A });
    h.send({ type: 'play', attemptId: A, online: true });
    h.send({ type: 'joined', attemptId: A, matchId: 'room-1', reconnectionToken: SEAT });
    h.state = INITIAL_MATCH_STATE;
    h.send({ type: 'resume', attemptId: A, tournament: 'rookie', reconnectionToken: SEAT, sinceMs: NOW });
    expect(h.state.phase).toBe('searching');
    h.send({ type: 'left', attemptId: A, code: FINAL_CLOSE_CODES.seatGone });
    expect(h.record.currencies.tickets).toBe(10);
    expect(h.record.openMatch).toBeNull();
  });

  it('only the open match of the record is rejoined, and never over a live one', () => {
    const h = reloaded();
    expect(
      h.send({
        type: 'resume',
        attemptId: 'other',
        tournament: 'rookie',
        reconnectionToken: SEAT,
        sinceMs: NOW,
      }),
    ).toEqual([]);
    const live = new Harness().paired();
    expect(
      live.send({
        type: 'resume',
        attemptId: A,
        tournament: 'rookie',
        reconnectionToken: SEAT,
        sinceMs: NOW,
      }),
    ).toEqual([]);
  });

  it('another tab holds the match: this one says so and touches nothing', () => {
    const h = reloaded();
    const before = h.record;
    expect(h.send({ type: 'held_elsewhere', tournament: 'rookie' })).toEqual([]);
    expect(h.state).toMatchObject({ stage: 'elsewhere', attemptId: null });
    expect(h.record).toBe(before);
  });

  it('the app goes to the background: the socket is let go without a forfeit, and leaving the page then costs nothing', () => {
    const h = new Harness().paired();
    h.server({ type: 'match:round_start', payload: roundStart(0) });
    expect(h.kinds(h.send({ type: 'suspend' }))).toEqual(['cancel:reconnect', 'send:suspend']);
    expect(h.state).toEqual(INITIAL_MATCH_STATE);
    h.send({ type: 'leave' });
    expect(h.record.openMatch).toMatchObject({ attemptId: A, paired: true, reconnectionToken: SEAT });
    expect(h.record.stats.gamesPlayed).toBe(0);
  });
});

describe('play a friend (issue 17)', () => {
  it('the host pays like any match, joins a private duel, and is given its code with the server clock corrected', () => {
    const h = new Harness();
    const tickets = h.record.currencies.tickets;
    h.send({ type: 'starting', tournament: 'rookie', attemptId: A, friend: { kind: 'host' } });
    const effects = h.send({ type: 'play', attemptId: A, online: true });
    expect(sent(effects, 'join')).toMatchObject({ type: 'join', target: { kind: 'host' } });
    expect(h.record.currencies.tickets).toBe(tickets - TOURNAMENTS.rookie.entryFeeTickets);
    h.send({ type: 'joined', attemptId: A, matchId: 'room-1', reconnectionToken: SEAT });
    h.server({
      type: 'friend:code',
      payload: {
        code: 'ABCD2345',
        tournament: 'rookie',
        expiresAtMs: NOW + 600_000 + 500,
        serverNowMs: NOW + 500,
      },
    });
    expect(h.state.friend).toEqual({ role: 'host', code: 'ABCD2345', expiresAtMs: NOW + 600_000 });
  });

  it('the host cancels while waiting: the room is left and the fee comes back', () => {
    const h = new Harness();
    const tickets = h.record.currencies.tickets;
    h.send({ type: 'starting', tournament: 'rookie', attemptId: A, friend: { kind: 'host' } });
    h.send({ type: 'play', attemptId: A, online: true });
    h.send({ type: 'joined', attemptId: A, matchId: 'room-1', reconnectionToken: SEAT });
    h.send({ type: 'state', attemptId: A, view: view('searching') });
    const effects = h.send({ type: 'cancel_search' });
    expect(h.kinds(effects)).toContain('send:close');
    expect(h.record.currencies.tickets).toBe(tickets);
    expect(h.record.openMatch).toBeNull();
  });

  it('an expired code voids the duel with its own reason and refunds the fee', () => {
    const h = new Harness();
    const tickets = h.record.currencies.tickets;
    h.send({ type: 'starting', tournament: 'rookie', attemptId: A, friend: { kind: 'host' } });
    h.send({ type: 'play', attemptId: A, online: true });
    h.send({ type: 'joined', attemptId: A, matchId: 'room-1', reconnectionToken: SEAT });
    h.server({ type: 'match:void', payload: { reason: 'friend_expired' } });
    expect(h.state.stage).toBe('void');
    expect(h.state.voidReason).toBe('friend_expired');
    expect(h.record.currencies.tickets).toBe(tickets);
  });

  it('the friend joins by room id and code; a code that died meanwhile is a clear refusal with the fee back', () => {
    const h = new Harness();
    const tickets = h.record.currencies.tickets;
    const friend = { kind: 'guest', roomId: 'room-9', code: 'ABCD2345' } as const;
    h.send({ type: 'starting', tournament: 'champions', attemptId: A, friend });
    const effects = h.send({ type: 'play', attemptId: A, online: true });
    expect(sent(effects, 'join')).toMatchObject({
      target: friend,
      options: { tournament: 'champions' },
    });
    expect(h.state.friend).toEqual({ role: 'guest', code: 'ABCD2345', expiresAtMs: null });
    h.send({ type: 'join_failed', attemptId: A, code: 'friend_code_expired' });
    expect(h.state.stage).toBe('join_failed');
    expect(h.state.joinFailure).toBe('friend_code_expired');
    expect(h.record.currencies.tickets).toBe(tickets);
  });
});

describe('rematch (issue 17)', () => {
  function finished(opponentIsBot = false): Harness {
    const h = new Harness().paired();
    const payload = result('win');
    h.server({
      type: 'match:result',
      payload: { ...payload, opponent: { ...payload.opponent, isBot: opponentIsBot } },
    });
    return h;
  }

  it('keeps the room open after a match against a person (closes it after a bot match)', () => {
    const person = finished();
    expect(person.state.connected).toBe(true);
    expect(person.kinds()).not.toContain('send:close');
    const bot = finished(true);
    expect(bot.state.connected).toBe(false);
    expect(bot.kinds()).toContain('send:close');
    expect(bot.kinds(bot.send({ type: 'rematch', accept: true }))).toEqual([]);
  });

  it('Rematch sends an accept; both accepted: the room is left and the new duel joined with its code', () => {
    const h = finished();
    const accepted = h.send({ type: 'rematch', accept: true });
    expect(accepted).toEqual([{ kind: 'send', message: { type: 'rematch', accept: true } }]);
    h.server({
      type: 'match:rematch_status',
      payload: { status: 'pending', acceptedBy: ['me'], expiresAtMs: NOW + 15_500, serverNowMs: NOW + 500 },
    });
    expect(h.state.rematch).toMatchObject({
      status: 'pending',
      acceptedBy: ['me'],
      expiresAtMs: NOW + 15_000,
    });
    const ready = h.server({
      type: 'match:rematch_status',
      payload: { status: 'ready', roomId: 'room-2', code: 'WXYZ6789', tournament: 'rookie' },
    });
    expect(ready).toEqual([
      { kind: 'send', message: { type: 'close' } },
      {
        kind: 'send',
        message: { type: 'start_rematch', tournament: 'rookie', roomId: 'room-2', code: 'WXYZ6789' },
      },
    ]);
    expect(h.state.rematch.status).toBe('joining');
    // the new attempt can start at once: the finished room no longer counts as connected
    expect(h.state.connected).toBe(false);
    h.send({
      type: 'starting',
      tournament: 'rookie',
      attemptId: 'attempt-2',
      friend: { kind: 'guest', roomId: 'room-2', code: 'WXYZ6789' },
    });
    expect(h.state).toMatchObject({ stage: 'starting', attemptId: 'attempt-2', friend: { role: 'guest' } });
  });

  it('a player who cannot pay is told so and nothing is sent', () => {
    const h = finished();
    h.record = { ...h.record, currencies: { ...h.record.currencies, tickets: 0 } };
    expect(h.send({ type: 'rematch', accept: true })).toEqual([]);
    expect(h.state.rematch.noTickets).toBe(true);
  });

  it('a decline, a lapse or a leave ends it with its reason and closes the room', () => {
    for (const reason of ['declined', 'lapsed', 'left'] as const) {
      const h = finished();
      const effects = h.server({ type: 'match:rematch_status', payload: { status: 'ended', reason } });
      expect(h.kinds(effects)).toEqual(['send:close']);
      expect(h.state.rematch).toMatchObject({ status: 'ended', endReason: reason });
      expect(h.send({ type: 'rematch', accept: true })).toEqual([]);
    }
    const decliner = finished();
    expect(decliner.send({ type: 'rematch', accept: false })).toEqual([
      { kind: 'send', message: { type: 'rematch', accept: false } },
    ]);
    expect(decliner.state.rematch).toMatchObject({ status: 'ended', endReason: 'declined' });
  });
});
