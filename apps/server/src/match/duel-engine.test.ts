import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOT_ACCURACY, POWER_UP_LIMITS_PER_MATCH, TOURNAMENT_IDS } from '@goalguessr/game-core';
import { DuelEngine } from './duel-engine';
import { TEST_TIMINGS, fakeQuestionSource, human, seededRng } from './test-support';
import type { DuelEffect, DuelTimings, SendEffect } from './types';

const T = TEST_TIMINGS;

/** Fails naming the first path of `value` (at any depth) that is not frozen. */
function expectDeepFrozen(value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null) return;
  expect(Object.isFrozen(value), `${path} is frozen`).toBe(true);
  for (const [key, child] of Object.entries(value)) expectDeepFrozen(child, `${path}.${key}`);
}

/** Drives an engine with a fake clock and keeps every effect. */
class Harness {
  nowMs = 1_000_000;
  readonly effects: DuelEffect[] = [];
  readonly engine: DuelEngine;
  readonly source = fakeQuestionSource();

  constructor(timings: DuelTimings = T, seed = 7) {
    this.engine = new DuelEngine({
      tournament: 'rookie',
      timings,
      rng: seededRng(seed),
      questions: this.source,
      nowMs: this.nowMs,
    });
  }

  record(effects: DuelEffect[]): DuelEffect[] {
    this.effects.push(...effects);
    return effects;
  }

  /** Moves the clock to `atMs`, firing every timer on the way in order. */
  advanceTo(atMs: number): void {
    for (;;) {
      const wake = this.engine.nextWakeMs();
      if (wake === null || wake > atMs) break;
      this.nowMs = Math.max(this.nowMs, wake);
      this.record(this.engine.tick(this.nowMs));
    }
    this.nowMs = Math.max(this.nowMs, atMs);
    this.record(this.engine.tick(this.nowMs));
  }

  advance(ms: number): void {
    this.advanceTo(this.nowMs + ms);
  }

  /** Runs timers until the phase is reached (or fails after 100 steps). */
  until(phase: string): void {
    for (let i = 0; i < 100 && this.engine.currentPhase !== phase; i++) {
      const wake = this.engine.nextWakeMs();
      if (wake === null) break;
      this.advanceTo(wake);
    }
    expect(this.engine.currentPhase).toBe(phase);
  }

  pairTwo(): void {
    this.record(this.engine.join(human('A'), this.nowMs).effects);
    this.advance(10);
    this.record(this.engine.join(human('B'), this.nowMs).effects);
    this.until('round');
  }

  sent(to: string, type?: SendEffect['type']): SendEffect[] {
    return this.effects.filter(
      (e): e is SendEffect => e.kind === 'send' && e.to === to && (type === undefined || e.type === type),
    );
  }

  correctToken(): string {
    return this.engine.optionsForTest().correctToken;
  }

  /** The token shown at `index` in the running round (a well-formed unknown token when there is none). */
  token(index: number): string {
    return this.engine.optionsForTest().tokens[index] ?? 'not-a-token';
  }

  answer(id: string, correct: boolean): DuelEffect[] {
    const { tokens, correctToken } = this.engine.optionsForTest();
    const optionToken = correct ? correctToken : (tokens.find((t) => t !== correctToken) ?? '');
    return this.record(
      this.engine.answer(id, { roundIndex: this.engine.snapshot().roundIndex, optionToken }, this.nowMs),
    );
  }

  /** Plays the running round with the given correctness and runs to the next round or the end. */
  playRound(aCorrect: boolean, bCorrect: boolean): void {
    this.advance(50);
    this.answer('A', aCorrect);
    this.advance(30);
    this.answer('B', bCorrect);
    const wake = this.engine.nextWakeMs();
    if (wake !== null) this.advanceTo(wake);
  }
}

describe('DuelEngine phases and matchmaking', () => {
  it('pairs two humans and walks connecting → verifying → preparing → round', () => {
    const h = new Harness();
    expect(h.engine.join(human('A'), h.nowMs).accepted).toBe(true);
    expect(h.engine.currentPhase).toBe('searching');
    h.advance(100);
    const second = h.engine.join(human('B'), h.nowMs);
    expect(second.accepted).toBe(true);
    expect(second.effects).toContainEqual({ kind: 'paired', waitMs: 100 });
    expect(h.engine.currentPhase).toBe('connecting');
    h.advance(T.connectingMs);
    expect(h.engine.currentPhase).toBe('verifying');
    h.advance(T.verifyingMs);
    expect(h.engine.currentPhase).toBe('preparing');
    h.advance(T.prepareMs);
    expect(h.engine.currentPhase).toBe('round');
    expect(h.sent('A', 'match:round_start')).toHaveLength(1);
    expect(h.sent('B', 'match:round_start')).toHaveLength(1);
    expect(h.engine.join(human('C'), h.nowMs).accepted).toBe(false);
  });

  it('excludes both players’ recent footballer ids from the questions', () => {
    const h = new Harness();
    const indices = (ids: string[]): number[] => ids.map((id) => h.source.footballers.indexOf(id));
    h.engine.join(human('A', { recent: () => indices(['messi', 'pele']) }), h.nowMs);
    h.engine.join(human('B', { recent: () => indices(['zidane']) }), h.nowMs);
    h.until('preparing');
    // oldest first across both lists: the question bank releases the oldest first when it must (issue 23)
    expect([...(h.source.excluded[0] ?? [])]).toEqual(['messi', 'pele', 'zidane']);
  });

  it('reads the recent footballers when the cards are drawn, once, and lets them go: not kept for the match', () => {
    const h = new Harness();
    const reads: string[] = [];
    for (const id of ['A', 'B']) {
      // a player who has played a while sends hundreds (RECENT_PLAYERS_LIMIT)
      const recent = (): number[] => {
        reads.push(id);
        return Array.from({ length: 500 }, (_, i) =>
          h.source.footballers.indexOf(`${id.toLowerCase()}-${i}`),
        );
      };
      h.engine.join(human(id, { recent }), h.nowMs);
    }
    // paired, not drawn yet: nothing read (a waiting player's list would outlive young collections)
    h.until('connecting');
    expect(reads).toEqual([]);
    // what the engine keeps of each player (white box: a forced collection to show it would be flaky)
    const seats = (): { init: { recent: () => ArrayLike<number> }; recent?: () => ArrayLike<number> }[] =>
      (h.engine as unknown as { seats: ReturnType<typeof seats> }).seats;
    h.until('preparing');
    expect(reads).toEqual(['A', 'B']);
    expect(h.source.excluded[0]?.size).toBe(1_000);
    expect(seats().map((seat) => [seat.init.recent().length, seat.recent?.().length])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(reads).toEqual(['A', 'B']);
    // the match plays on without them
    h.until('round');
  });

  it('brings in a labelled bot after the wait, and never before', () => {
    const h = new Harness();
    h.record(h.engine.join(human('A'), h.nowMs).effects);
    h.advance(T.botWaitMs - 1);
    expect(h.engine.participantCount).toBe(1);
    expect(h.engine.tick(h.nowMs + 1, { botAllowed: false })).toEqual([]);
    h.advance(1);
    expect(h.effects).toContainEqual({ kind: 'bot_joined' });
    const bot = h.engine.snapshot().players.find((p) => p.isBot);
    expect(bot?.username).toBe('Bot · Rookie');
    expect(bot?.sessionId).toBe('bot');
  });

  it('frees the seat when a searching player leaves', () => {
    const h = new Harness();
    h.engine.join(human('A'), h.nowMs);
    h.engine.leave('A', h.nowMs);
    expect(h.engine.participantCount).toBe(0);
    expect(h.engine.nextWakeMs()).toBeNull();
  });
});

describe('DuelEngine rounds and outcomes', () => {
  it('plays five rounds to a win and a loss with rewards', () => {
    const h = new Harness();
    h.pairTwo();
    // A: ✓✗✓✗✓ = 3, B: ✗✓✗✓✗ = 2 — never decided early
    const pattern: [boolean, boolean][] = [
      [true, false],
      [false, true],
      [true, false],
      [false, true],
      [true, false],
    ];
    for (const [a, b] of pattern) h.playRound(a, b);
    expect(h.engine.currentPhase).toBe('finished');
    const [resultA] = h.sent('A', 'match:result');
    const [resultB] = h.sent('B', 'match:result');
    if (resultA?.type !== 'match:result' || resultB?.type !== 'match:result') throw new Error('no results');
    expect(resultA.payload.outcome).toBe('win');
    expect(resultA.payload.reason).toBe('completed');
    expect(resultA.payload.rewardCoins).toBe(100);
    expect(resultB.payload.outcome).toBe('lose');
    expect(resultB.payload.rewardCoins).toBe(0);
    expect(resultA.payload.rounds).toHaveLength(5);
    expect(resultA.payload.rounds[0]?.answers.map((a) => a.correct)).toEqual([true, false]);
    expect(resultA.payload.rounds[0]?.correctName).toBe('Player 0-0');
    expect(resultA.payload.me.points).toBeGreaterThan(300);
  });

  it('keeps a finished match’s results without their rounds, and sends the same result whenever asked', () => {
    const h = new Harness();
    h.pairTwo();
    for (const [a, b] of [
      [true, false],
      [false, true],
      [true, true],
      [false, false],
      [true, false],
    ] as const)
      h.playRound(a, b);
    const [sent] = h.sent('A', 'match:result');
    if (sent?.type !== 'match:result') throw new Error('no result');
    // what the room keeps for its last seconds (white box: a forced collection to show it would be flaky)
    const kept = (h.engine as unknown as { results: Map<string, object> }).results;
    expect([...kept.values()].map((result) => 'rounds' in result)).toEqual([false, false]);
    // a sync after a reconnection, and the ladder's verdict, carry the result as it was sent, key order included
    expect(JSON.stringify(h.engine.resultOf('A'))).toBe(JSON.stringify(sent.payload));
    h.engine.drop('A', h.nowMs);
    const [sync] = h.record(h.engine.reconnect('A', h.nowMs));
    if (sync?.kind !== 'send' || sync.type !== 'match:sync') throw new Error('no sync');
    expect(JSON.stringify(sync.payload.result)).toBe(JSON.stringify(sent.payload));
    const ladder = {
      counted: true,
      rating: { rating: 1510, rd: 300, provisional: true },
      season: 's',
    } as const;
    const withLadder = h.engine.attachLadder('A', ladder as never);
    expect(JSON.stringify(withLadder)).toBe(JSON.stringify({ ...sent.payload, ladder }));
    expect(Object.isFrozen(withLadder) && Object.isFrozen(withLadder?.rounds)).toBe(true);
    expect(JSON.stringify(h.engine.resultOf('A'))).toBe(JSON.stringify(withLadder));
    // with the rounds of a held result: shared, not built again
    expect(h.engine.attachLadder('A', ladder as never, sent.payload.rounds)?.rounds).toBe(
      sent.payload.rounds,
    );
  });

  it('ends in a draw on equal correct answers and equal points', () => {
    const h = new Harness();
    h.pairTwo();
    for (let i = 0; i < 5; i++) h.playRound(i % 2 === 0, i % 2 === 0);
    const [result] = h.sent('B', 'match:result');
    expect(result?.type === 'match:result' && result.payload.outcome).toBe('draw');
    expect(result?.type === 'match:result' && result.payload.rewardCoins).toBe(40);
  });

  it('on equal correct answers, the player with more points (who answered with fewer clues out) wins', () => {
    const h = new Harness();
    h.pairTwo();
    const stageMs = T.roundDurationMs / 5;
    for (let i = 0; i < 5; i++) {
      h.advance(stageMs / 2); // A: before the second clue, 200 points
      h.answer('A', true);
      h.advance(3 * stageMs); // B: with four stages out, 125 points
      h.answer('B', true);
      const wake = h.engine.nextWakeMs();
      if (wake !== null) h.advanceTo(wake);
    }
    expect(h.engine.currentPhase).toBe('finished');
    const [resultA] = h.sent('A', 'match:result');
    const [resultB] = h.sent('B', 'match:result');
    if (resultA?.type !== 'match:result' || resultB?.type !== 'match:result') throw new Error('no results');
    expect([resultA.payload.me.correctCount, resultA.payload.opponent.correctCount]).toEqual([5, 5]);
    expect([resultA.payload.me.points, resultA.payload.opponent.points]).toEqual([1000, 625]);
    expect(resultA.payload.outcome).toBe('win');
    expect(resultA.payload.rewardCoins).toBe(100);
    expect(resultB.payload.outcome).toBe('lose');
    // each round's end carries both running totals, which the client shows
    const ends = h.sent('B', 'match:round_end');
    expect(ends.map((e) => e.type === 'match:round_end' && e.payload.points)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ A: 200 * n, B: 125 * n })),
    );
  });

  it('ends early when the trailing player can no longer catch up, after warning them', () => {
    const h = new Harness();
    h.pairTwo();
    h.playRound(true, false); // 1–0, 4 left: no warning
    expect(h.sent('B', 'match:warning')).toHaveLength(0);
    h.playRound(true, false); // 2–0 with 3 left: B may lose this round → warned before round 3
    expect(h.sent('B', 'match:warning')).toEqual([
      expect.objectContaining({ payload: { kind: 'opponent_may_end_match', roundIndex: 2 } }),
    ]);
    expect(h.sent('A', 'match:warning')).toHaveLength(0);
    h.playRound(true, false); // 3–0 with 2 left: decided
    expect(h.engine.currentPhase).toBe('finished');
    const [result] = h.sent('A', 'match:result');
    expect(result?.type === 'match:result' && result.payload.reason).toBe('decided_early');
    expect(result?.type === 'match:result' && result.payload.rounds).toHaveLength(3);
  });

  it('times out a silent player at the deadline', () => {
    const h = new Harness();
    h.pairTwo();
    h.advance(10);
    h.answer('A', true);
    h.advance(T.roundDurationMs);
    const [result] = h.sent('B', 'match:answer_result');
    expect(result?.type === 'match:answer_result' && result.payload.kind).toBe('timeout');
    expect(h.engine.currentPhase).toBe('reveal');
  });

  it('shares round summaries, clues and results between messages read-only: a receiver changing one changes nothing else', () => {
    const h = new Harness();
    h.pairTwo();
    h.until('round');
    h.advance(T.roundDurationMs / 2); // a clue stage or two are out
    h.playRound(true, false);
    const payloadOf = (to: string, type: SendEffect['type']): Record<string, unknown> => {
      const effect = h.sent(to, type)[0];
      if (effect === undefined) throw new Error(`no ${type} to ${to}`);
      return effect.payload as unknown as Record<string, unknown>;
    };
    const endA = payloadOf('A', 'match:round_end');
    const endB = payloadOf('B', 'match:round_end');
    const clueA = payloadOf('A', 'match:clue');
    // one payload object for both players, which the room encodes once for both sockets
    expect(endB).toBe(endA);
    expect(payloadOf('B', 'match:clue')).toBe(clueA);
    const before = JSON.stringify([endB, payloadOf('B', 'match:clue')]);
    // whatever one receiver (a consumer of A's effects) tries on its payload…
    const tamper = (action: () => void): void => {
      try {
        action();
      } catch {
        // frozen: refused
      }
    };
    tamper(() => ((endA.clues as unknown[]).length = 0));
    tamper(() => ((endA.answers as { correct: boolean }[])[0]!.correct = false));
    tamper(() => ((endA.optionFacts as Record<string, unknown>)['x'] = {}));
    tamper(() => ((endA.correctCount as Record<string, number>)['A'] = 99));
    tamper(() => ((clueA.clues as unknown[]).length = 0));
    // …B's messages, and every later result and sync, are as the engine made them
    expect(JSON.stringify([endB, payloadOf('B', 'match:clue')])).toBe(before);
    while (h.engine.currentPhase !== 'finished') h.playRound(true, false); // decided early at 3–0
    const resultA = payloadOf('A', 'match:result');
    const resultB = payloadOf('B', 'match:result');
    const roundOne = (resultB.rounds as Record<string, unknown>[])[0];
    expect(roundOne?.answers).toEqual([
      expect.objectContaining({ sessionId: 'A', correct: true }),
      expect.objectContaining({ sessionId: 'B', correct: false }),
    ]);
    expect((roundOne?.clues as unknown[]).length).toBeGreaterThan(0);
    const resultBefore = JSON.stringify(resultB);
    tamper(() => ((resultA.rounds as unknown[]).length = 0));
    tamper(() => ((resultA.me as { points: number }).points = 0));
    expect(JSON.stringify(resultB)).toBe(resultBefore);
    expect((resultA.rounds as unknown[]).length).toBe(3);
    expect((resultA.me as { points: number }).points).toBeGreaterThan(0);
    // and every part of every shared payload is frozen, not only the parts tampered with above
    const shared = h.effects.filter(
      (e): e is SendEffect =>
        e.kind === 'send' && ['match:round_end', 'match:clue', 'match:result'].includes(e.type),
    );
    expect(shared.length).toBeGreaterThan(6);
    for (const effect of shared) expectDeepFrozen(effect.payload, effect.type);
  });

  it('sums up every closed round as it was played: round_end, the result and a sync say the same (issue 29)', () => {
    const h = new Harness();
    h.pairTwo();
    const played: { options: { token: string; name: string }[]; correctToken: string }[] = [];
    while (h.engine.currentPhase === 'round') {
      const start = h.sent('A', 'match:round_start').at(-1);
      if (start?.type !== 'match:round_start') throw new Error('no round start');
      played.push({ options: start.payload.options, correctToken: h.correctToken() });
      // A right, B wrong (on the last option that is not right), alternating who answers first
      h.advance(40);
      h.answer('A', true);
      h.advance(20);
      h.answer('B', false);
      if (played.length === 2) {
        h.engine.drop('B', h.nowMs);
        h.advance(5);
        h.record(h.engine.reconnect('B', h.nowMs));
      }
      const wake = h.engine.nextWakeMs();
      if (wake !== null) h.advanceTo(wake);
    }
    expect(played.length).toBeGreaterThanOrEqual(3);
    const ends = h.sent('A', 'match:round_end').map((e) => (e.type === 'match:round_end' ? e.payload : null));
    expect(ends).toHaveLength(played.length);
    const questions = played.map((_, round) => h.engine.questionAt(round));
    ends.forEach((end, round) => {
      const { options, correctToken } = played[round]!;
      const question = questions[round]!;
      const answer = question.options[question.correctIndex]!;
      expect(end).toMatchObject({
        roundIndex: round,
        options,
        correctToken,
        correctName: answer.name,
        answerId: answer.id,
      });
      // each token's facts are its own option's
      expect(Object.keys(end!.optionFacts).sort()).toEqual(options.map((o) => o.token).sort());
      for (const option of options) {
        const source = question.options.findIndex((o) => o.name === option.name);
        expect(end!.optionFacts[option.token]).toEqual(question.optionFacts?.[source]);
      }
      const [a, b] = end!.answers;
      expect(a).toMatchObject({
        sessionId: 'A',
        correct: true,
        optionToken: correctToken,
        optionName: answer.name,
      });
      expect(b).toMatchObject({ sessionId: 'B', correct: false });
      expect(options.find((o) => o.token === b!.optionToken)?.name).toBe(b!.optionName);
      expect(b!.optionToken).not.toBe(correctToken);
    });
    const summaries = ends.map((end) => {
      const { correctCount: _c, points: _p, nextAtMs: _n, ...summary } = end!;
      return summary;
    });
    const [result] = h.sent('A', 'match:result');
    expect(result?.type === 'match:result' && result.payload.rounds).toEqual(summaries);
    const [sync] = h.sent('B', 'match:sync');
    expect(sync?.type === 'match:sync' && sync.payload.closedRounds).toEqual(summaries.slice(0, 2));
  });

  it('keeps correctness out of the shared snapshot until the round closes', () => {
    const h = new Harness();
    h.pairTwo();
    h.answer('A', true);
    const a = h.engine.snapshot().players.find((p) => p.sessionId === 'A');
    expect(a?.answeredThisRound).toBe(true);
    expect(a?.correctCount).toBe(0);
    expect(a?.points).toBe(0);
    expect(h.sent('B', 'match:answer_result')).toHaveLength(0);
    h.answer('B', false);
    expect(h.engine.snapshot().players.find((p) => p.sessionId === 'A')?.correctCount).toBe(1);
  });
});

describe('DuelEngine refusals', () => {
  it('refuses out-of-round, wrong-round, duplicate, late and removed answers without changes', () => {
    const h = new Harness();
    h.engine.join(human('A'), h.nowMs);
    const early = h.engine.answer('A', { roundIndex: 0, optionToken: h.token(0) }, h.nowMs);
    expect(early).toContainEqual(
      expect.objectContaining({ payload: { code: 'not_in_round', type: 'match:answer' } }),
    );
    h.engine.join(human('B'), h.nowMs);
    h.until('round');
    const codeOf = (effects: DuelEffect[]) =>
      effects.flatMap((e) => (e.kind === 'send' && e.type === 'match:error' ? [e.payload.code] : []));
    expect(codeOf(h.engine.answer('A', { roundIndex: 1, optionToken: h.token(0) }, h.nowMs))).toEqual([
      'wrong_round',
    ]);
    expect(codeOf(h.engine.answer('A', { roundIndex: 0, optionToken: h.token(7) }, h.nowMs))).toEqual([
      'invalid_option',
    ]);
    expect(codeOf(h.engine.answer('nobody', { roundIndex: 0, optionToken: h.token(0) }, h.nowMs))).toEqual([
      'not_in_round',
    ]);
    h.answer('A', false);
    const before = JSON.stringify(h.engine.snapshot());
    expect(codeOf(h.engine.answer('A', { roundIndex: 0, optionToken: h.token(0) }, h.nowMs))).toEqual([
      'already_answered',
    ]);
    expect(JSON.stringify(h.engine.snapshot())).toBe(before);
    // B's deadline: the late answer is refused (the timer fires first and times B out)
    const late = h.engine.answer(
      'B',
      { roundIndex: 0, optionToken: h.token(0) },
      h.nowMs + T.roundDurationMs,
    );
    expect(codeOf(late)).toEqual(['deadline_passed']);
    expect(codeOf(h.engine.answer('B', { roundIndex: 4, optionToken: h.token(0) }, h.nowMs))).toEqual([
      'not_in_round',
    ]);
  });

  it('refuses an answer exactly at the deadline', () => {
    const h = new Harness({ ...T, revealMs: 10_000 });
    h.pairTwo();
    const snapshot = h.engine.snapshot();
    const effects = h.engine.answer(
      'A',
      { roundIndex: 0, optionToken: h.token(0) },
      snapshot.roundDeadlineAtMs,
    );
    const error = effects.find((e) => e.kind === 'send' && e.to === 'A' && e.type === 'match:error');
    expect(error?.kind === 'send' && error.payload).toEqual({
      code: 'deadline_passed',
      type: 'match:answer',
    });
  });
});

describe('DuelEngine power-ups', () => {
  const powerUp = (h: Harness, id: string, p: 'golden_shot' | 'energy_drink' | 'whistle') =>
    h.record(h.engine.playPowerUp(id, { roundIndex: h.engine.snapshot().roundIndex, powerUp: p }, h.nowMs));

  it('energy drink moves only this player’s deadline', () => {
    const h = new Harness();
    h.pairTwo();
    const base = h.engine.snapshot().roundDeadlineAtMs;
    const [confirm] = powerUp(h, 'A', 'energy_drink');
    expect(confirm?.kind === 'send' && confirm.payload).toMatchObject({
      ok: true,
      deadlineAtMs: base + T.energyDrinkBonusMs,
      remainingInMatch: 1,
    });
    h.answer('B', true);
    h.advanceTo(base);
    expect(h.engine.currentPhase).toBe('round'); // A still has time
    h.answer('A', true);
    expect(h.engine.currentPhase).toBe('reveal');
  });

  it('whistle removes a wrong option, and answering it is refused', () => {
    const h = new Harness();
    h.pairTwo();
    const [confirm] = powerUp(h, 'A', 'whistle');
    if (confirm?.kind !== 'send' || confirm.type !== 'match:power_up_result' || !confirm.payload.ok) {
      throw new Error('whistle refused');
    }
    const removed = confirm.payload.removedOptionToken;
    expect(removed).toBeDefined();
    expect(h.engine.optionsForTest().tokens).toContain(removed);
    expect(removed).not.toBe(h.correctToken());
    const effects = h.engine.answer('A', { roundIndex: 0, optionToken: removed ?? '' }, h.nowMs);
    expect(effects).toContainEqual(
      expect.objectContaining({ payload: { code: 'invalid_option', type: 'match:answer' } }),
    );
  });

  it('golden shot scores the round as correct and closes this player’s round', () => {
    const h = new Harness();
    h.pairTwo();
    powerUp(h, 'A', 'golden_shot');
    const [result] = h.sent('A', 'match:answer_result');
    expect(result?.type === 'match:answer_result' && result.payload).toMatchObject({
      kind: 'golden_shot',
      correct: true,
    });
    h.answer('B', false);
    expect(h.engine.snapshot().players.find((p) => p.sessionId === 'A')?.correctCount).toBe(1);
  });

  it('allows one of each per round, and no more than the match limit and the inventory', () => {
    const h = new Harness();
    h.pairTwo();
    const reasonOf = (effects: DuelEffect[]) =>
      effects.flatMap((e) =>
        e.kind === 'send' && e.type === 'match:power_up_result' && !e.payload.ok ? [e.payload.reason] : [],
      );
    powerUp(h, 'A', 'energy_drink');
    expect(reasonOf(powerUp(h, 'A', 'energy_drink'))).toEqual(['already_used_this_round']);
    h.playRound(true, true);
    powerUp(h, 'A', 'energy_drink');
    h.playRound(true, true);
    expect(POWER_UP_LIMITS_PER_MATCH.energy_drink).toBe(2);
    expect(reasonOf(powerUp(h, 'A', 'energy_drink'))).toEqual(['match_limit_reached']);
    // B owns no golden shot
    const poor = new Harness();
    poor.engine.join(human('A'), poor.nowMs);
    poor.engine.join(human('B', { powerUps: { golden_shot: 0, energy_drink: 0, whistle: 0 } }), poor.nowMs);
    poor.until('round');
    expect(reasonOf(powerUp(poor, 'B', 'golden_shot'))).toEqual(['not_enough_power_ups']);
    poor.answer('B', true);
    expect(reasonOf(powerUp(poor, 'A', 'golden_shot'))).toEqual([]);
    expect(reasonOf(powerUp(poor, 'A', 'whistle'))).toEqual(['already_answered']);
  });
});

describe('DuelEngine connections', () => {
  it('forfeits the match to the other player when one leaves', () => {
    const h = new Harness();
    h.pairTwo();
    h.playRound(false, true);
    h.engine.drop('B', h.nowMs);
    expect(h.engine.snapshot().players.find((p) => p.sessionId === 'B')?.connection).toBe('reconnecting');
    h.record(h.engine.leave('B', h.nowMs));
    const [result] = h.sent('A', 'match:result');
    expect(result?.type === 'match:result' && result.payload).toMatchObject({
      outcome: 'win',
      reason: 'forfeit',
      forfeitedBy: 'B',
    });
  });

  it('sends a sync with the running round on reconnection, without the answer', () => {
    const h = new Harness();
    h.pairTwo();
    h.engine.drop('A', h.nowMs);
    h.advance(20);
    const [sync] = h.record(h.engine.reconnect('A', h.nowMs));
    if (sync?.kind !== 'send' || sync.type !== 'match:sync') throw new Error('no sync');
    expect(sync.payload.round?.roundIndex).toBe(0);
    expect(sync.payload.answerResult).toBeNull();
    expect(JSON.stringify(sync.payload)).not.toContain('correct');
  });

  it('voids a running match once', () => {
    const h = new Harness();
    h.pairTwo();
    const effects = h.engine.voidMatch('server_shutdown');
    expect(effects.filter((e) => e.kind === 'send' && e.type === 'match:void')).toHaveLength(2);
    expect(h.engine.voidMatch('server_shutdown')).toEqual([]);
    expect(h.engine.currentPhase).toBe('void');
  });
});

describe('DuelEngine bots', () => {
  it.each(TOURNAMENT_IDS)('a %s bot answers within its delay window with tier accuracy', (tournament) => {
    let correct = 0;
    let rounds = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const engine = new DuelEngine({
        tournament,
        timings: { ...T, botAnswerDelayMs: { min: 100, max: 400 } },
        rng: seededRng(seed),
        questions: fakeQuestionSource(),
        nowMs: 0,
      });
      engine.join(human('A'), 0);
      let now = 0;
      const effects: DuelEffect[] = [];
      for (let i = 0; i < 200 && engine.isRunning(); i++) {
        const wake = engine.nextWakeMs();
        if (wake === null) break;
        now = wake;
        effects.push(...engine.tick(now));
      }
      for (const e of effects) {
        if (e.kind !== 'send' || e.type !== 'match:round_end') continue;
        const bot = e.payload.answers.find((a) => a.sessionId === 'bot');
        expect(bot?.kind).toBe('answered');
        expect(bot?.answerTimeMs).toBeGreaterThanOrEqual(100);
        expect(bot?.answerTimeMs).toBeLessThanOrEqual(400);
        rounds += 1;
        if (bot?.correct) correct += 1;
      }
    }
    expect(Math.abs(correct / rounds - BOT_ACCURACY[tournament])).toBeLessThan(0.1);
  });
});

describe('DuelEngine secrecy (property)', () => {
  it('never tells a player the correct option of a round before their own answer or deadline', () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 400 }) }),
      fc.record({
        kind: fc.constant('answer' as const),
        who: fc.constantFrom('A', 'B'),
        round: fc.integer({ min: -1, max: 5 }),
        option: fc.integer({ min: -1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('power' as const),
        who: fc.constantFrom('A', 'B'),
        p: fc.constantFrom('golden_shot' as const, 'energy_drink' as const, 'whistle' as const),
      }),
      fc.record({ kind: fc.constant('drop' as const), who: fc.constantFrom('A', 'B') }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 80 }), fc.integer({ min: 1, max: 1000 }), (events, seed) => {
        const h = new Harness(T, seed);
        h.pairTwo();
        /** round index → players whose own round is resolved */
        const resolved = new Map<number, Set<string>>();
        const check = (effects: DuelEffect[]) => {
          for (const e of effects) {
            if (e.kind !== 'send') continue;
            if (e.type === 'match:answer_result') {
              const set = resolved.get(e.payload.roundIndex) ?? new Set<string>();
              set.add(e.to);
              resolved.set(e.payload.roundIndex, set);
            } else if (e.type === 'match:round_start' || e.type === 'match:sync') {
              const round = e.type === 'match:round_start' ? e.payload : e.payload.round;
              if (round && !resolved.get(round.roundIndex)?.has(e.to)) {
                expect(JSON.stringify(round)).not.toMatch(/correct/i);
                if (e.type === 'match:sync') expect(e.payload.answerResult).toBeNull();
              }
            } else if (e.type === 'match:round_end') {
              expect(resolved.get(e.payload.roundIndex)?.size).toBe(2);
            }
          }
        };
        for (const ev of events) {
          if (!h.engine.isRunning()) break;
          const round = h.engine.snapshot().roundIndex;
          let effects: DuelEffect[];
          if (ev.kind === 'wait') {
            const start = h.effects.length;
            h.advance(ev.ms);
            effects = h.effects.slice(start);
          } else if (ev.kind === 'answer') {
            effects = h.engine.answer(
              ev.who,
              { roundIndex: ev.round, optionToken: h.token(ev.option) },
              h.nowMs,
            );
          } else if (ev.kind === 'power') {
            effects = h.engine.playPowerUp(ev.who, { roundIndex: round, powerUp: ev.p }, h.nowMs);
          } else {
            h.engine.drop(ev.who, h.nowMs);
            effects = h.engine.reconnect(ev.who, h.nowMs);
          }
          check(effects);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('DuelEngine option tokens', () => {
  const cardOf = (h: Harness, round: number) => {
    for (const effect of h.sent('A', 'match:round_start')) {
      if (effect.type === 'match:round_start' && effect.payload.roundIndex === round) return effect.payload;
    }
    throw new Error(`no card of round ${round}`);
  };

  it('sends options as fresh random tokens with names, never the dataset ids, and reveals the id after', () => {
    const h = new Harness();
    h.pairTwo();
    const first = cardOf(h, 0);
    expect(first.options.map((o) => Object.keys(o).sort())).toEqual(Array(4).fill(['name', 'token']));
    expect(JSON.stringify(first)).not.toMatch(/q0-/);
    expect(new Set(first.options.map((o) => o.token)).size).toBe(4);
    h.answer('A', true);
    const [result] = h.sent('A', 'match:answer_result');
    expect(result?.type === 'match:answer_result' && result.payload).toMatchObject({
      correct: true,
      correctName: 'Player 0-0',
      answerId: 'q0-0',
    });
    h.answer('B', false);
    h.until('round');
    // the next round's tokens share nothing with the first round's
    const second = cardOf(h, 1);
    expect(second.options.some((o) => first.options.some((p) => p.token === o.token))).toBe(false);
  });

  it('gives the same questions other tokens and, over many rounds, puts the right option anywhere alike', () => {
    const positions = [0, 0, 0, 0];
    const tokens = new Set<string>();
    let rounds = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const h = new Harness(T, seed);
      h.pairTwo();
      for (let round = 0; round < 5 && h.engine.currentPhase === 'round'; round++) {
        const { tokens: shown, correctToken } = h.engine.optionsForTest();
        positions[shown.indexOf(correctToken)] = (positions[shown.indexOf(correctToken)] ?? 0) + 1;
        for (const token of shown) tokens.add(token);
        rounds += 1;
        h.playRound(round % 2 === 0, round % 2 === 1);
      }
    }
    // fakeQuestions always put the answer at index round % 4: only the server's shuffle spreads it
    expect(tokens.size).toBe(rounds * 4);
    const expected = rounds / 4;
    const chiSquare = positions.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(16.27); // χ²(3 df), p = 0.001
  });
});
