import { describe, expect, it } from 'vitest';
import { defaultRating, rateMatch } from '@goalguessr/game-core';
import type { RematchStatusPayload } from '@goalguessr/protocol';
import type { RecordedMatch } from '../ladder/ladder';
import { TEST_TIMINGS, fakeQuestionSource, human, seededRng } from '../match/test-support';
import { FakeClock } from '../testing/fake-clock';
import { DuelSession, RESERVED_SEAT_RECHECK_MS, type DuelSessionConfig } from './duel-session';
import { LADDER_RESULT_WAIT_MS } from './ladder-report';
import type { RoomEffect } from './room-effects';
import { RoomTimer } from './room-timer';

const CODE_TTL = 600_000;
const REMATCH_WINDOW = 15_000;
const REMATCH_JOIN = 30_000;

/**
 * Drives a session as the room does — every event with the clock's time, then one timer at the session's next
 * wake — on a fake clock: a test advances time instead of sleeping, however long the timers are.
 */
class Room {
  readonly clock = new FakeClock();
  readonly effects: RoomEffect[] = [];
  readonly session: DuelSession;
  /** a human holds a reserved seat: the bot must wait */
  seatReserved = false;
  private readonly timer = new RoomTimer(this.clock, (error) => {
    throw error;
  });

  constructor(
    friend: DuelSessionConfig['friend'] = null,
    timings = TEST_TIMINGS,
    ladder: DuelSessionConfig['ladder'] = null,
  ) {
    this.session = new DuelSession({
      ladder,
      tournament: 'champions',
      timings,
      rng: seededRng(3),
      questions: fakeQuestionSource(),
      nowMs: this.clock.now(),
      friend,
      rematchWindowMs: REMATCH_WINDOW,
    });
  }

  apply(effects: RoomEffect[] | null): void {
    this.effects.push(...(effects ?? []));
    const wake = this.session.nextWakeMs();
    if (wake === null) return this.timer.clear();
    this.timer.setAt(wake, () => this.apply(this.session.tick(this.clock.now(), !this.seatReserved)));
  }

  /** A join as the room makes it: a private duel's admission first (the presence taken to admit the code). */
  join(id: string, friendCode?: string, playerId: string | null = null): boolean {
    const admission = this.session.friend?.admission(id, 'champions', friendCode);
    if (admission?.kind === 'refuse') return false;
    if (admission?.kind === 'check_code') this.session.friend?.codeAccepted(admission.code);
    const joined = this.session.join(human(id), this.clock.now(), playerId);
    this.apply(joined.effects);
    return joined.accepted;
  }

  /** Plays the match to its end: A answers right, B wrong. */
  playToEnd(): void {
    for (let round = 0; round < 5 && this.session.engine.currentPhase !== 'finished'; round++) {
      this.untilPhase('round');
      const correctToken = this.session.engine.optionsForTest().correctToken;
      const wrongToken = this.session.engine.optionsForTest().tokens.find((t) => t !== correctToken) ?? '';
      const roundIndex = this.session.engine.snapshot().roundIndex;
      this.apply(this.session.answer('A', { roundIndex, optionToken: correctToken }, this.clock.now()));
      this.apply(this.session.answer('B', { roundIndex, optionToken: wrongToken }, this.clock.now()));
      this.clock.advance(TEST_TIMINGS.revealMs);
    }
    expect(this.session.engine.currentPhase).toBe('finished');
  }

  untilPhase(phase: string): void {
    for (let i = 0; i < 50 && this.session.engine.currentPhase !== phase; i++) this.clock.advance(10);
    expect(this.session.engine.currentPhase).toBe(phase);
  }

  kinds(): string[] {
    return this.effects.map((e) => (e.kind === 'send' ? `send ${e.type}` : e.kind));
  }

  rematchStatuses(): RematchStatusPayload[] {
    return this.effects.flatMap((e) => (e.kind === 'broadcast' ? [e.payload] : []));
  }

  closes(): number {
    return this.effects.filter((e) => e.kind === 'close').length;
  }
}

describe('DuelSession: a private duel (fake clock, no sleeping)', () => {
  it('the host gets the code on joining; ten minutes later, nobody came: void (refund) and the room closes', () => {
    const room = new Room({ rematch: false, lifeMs: CODE_TTL });
    room.session.friend?.codeReserved('ABCD2345');
    expect(room.join('A')).toBe(true);
    expect(room.effects).toContainEqual({
      kind: 'send',
      to: 'A',
      type: 'friend:code',
      payload: {
        code: 'ABCD2345',
        tournament: 'champions',
        expiresAtMs: room.clock.now() + CODE_TTL,
        serverNowMs: room.clock.now(),
      },
    });
    // no bot ever comes to a private duel
    room.clock.advance(CODE_TTL - 1);
    expect(room.session.engine.participantCount).toBe(1);
    expect(room.closes()).toBe(0);
    room.clock.advance(1);
    expect(room.kinds()).toContain('send match:void');
    expect(room.effects).toContainEqual({
      kind: 'send',
      to: 'A',
      type: 'match:void',
      payload: { reason: 'friend_expired' },
    });
    expect(room.closes()).toBe(1);
    room.clock.advance(CODE_TTL);
    expect(room.closes()).toBe(1);
    expect(room.clock.pendingTimers).toBe(0);
  });

  it('the friend comes: the code is used up and never expires the running match', () => {
    const room = new Room({ rematch: false, lifeMs: CODE_TTL });
    room.session.friend?.codeReserved('ABCD2345');
    room.join('A');
    room.clock.advance(CODE_TTL - 1_000);
    expect(room.join('B')).toBe(false);
    expect(room.join('B', 'ABCD2345')).toBe(true);
    expect(room.effects).toContainEqual({ kind: 'mark_code', code: 'ABCD2345', status: 'started' });
    room.clock.advance(2_000);
    expect(room.kinds()).not.toContain('send match:void');
    expect(room.session.engine.isRunning()).toBe(true);
  });

  it('the host leaves before the friend came: the code says cancelled and the room closes', () => {
    const room = new Room({ rematch: false, lifeMs: CODE_TTL });
    room.session.friend?.codeReserved('ABCD2345');
    room.join('A');
    room.apply(room.session.left('A', room.clock.now()));
    expect(room.effects.slice(-2)).toEqual([
      { kind: 'mark_code', code: 'ABCD2345', status: 'cancelled' },
      { kind: 'close' },
    ]);
    room.clock.advance(CODE_TTL);
    expect(room.kinds()).not.toContain('send match:void');
  });

  it('refuses another tournament and a second player without a code', () => {
    const room = new Room({ rematch: false, lifeMs: CODE_TTL });
    const friend = room.session.friend;
    expect(friend?.admission('A', 'champions', undefined)).toEqual({ kind: 'host' });
    expect(friend?.admission('B', 'rookie', 'ABCD2345')).toEqual({
      kind: 'refuse',
      code: 'friend_wrong_tournament',
    });
    expect(friend?.admission('B', 'champions', undefined)).toEqual({
      kind: 'refuse',
      code: 'friend_code_invalid',
    });
  });
});

describe('DuelSession: rematch and the room close (fake clock)', () => {
  function finished(): Room {
    const room = new Room({ rematch: false, lifeMs: CODE_TTL });
    room.session.friend?.codeReserved('ABCD2345');
    room.join('A');
    room.join('B', 'ABCD2345');
    room.playToEnd();
    return room;
  }

  it('a finished match closes its room a reconnection window after its end', () => {
    const room = finished();
    expect(room.closes()).toBe(0);
    room.clock.advance(TEST_TIMINGS.reconnectionWindowMs - 1);
    expect(room.closes()).toBe(0);
    room.clock.advance(1);
    expect(room.closes()).toBe(1);
  });

  it('an offer keeps the room open; unanswered it lapses at the end of its window', () => {
    const room = finished();
    const offeredAt = room.clock.now();
    room.apply(room.session.answerRematch('A', true, offeredAt));
    expect(room.rematchStatuses()).toEqual([
      {
        status: 'pending',
        acceptedBy: ['A'],
        expiresAtMs: offeredAt + REMATCH_WINDOW,
        serverNowMs: offeredAt,
      },
    ]);
    room.clock.advance(REMATCH_WINDOW - 1);
    expect(room.rematchStatuses()).toHaveLength(1);
    expect(room.closes()).toBe(0);
    room.clock.advance(1);
    expect(room.rematchStatuses()[1]).toEqual({ status: 'ended', reason: 'lapsed' });
    // the room outlives the offer by a reconnection window, then closes
    room.clock.advance(TEST_TIMINGS.reconnectionWindowMs - 1);
    expect(room.closes()).toBe(0);
    room.clock.advance(1);
    expect(room.closes()).toBe(1);
  });

  it('both accept: the rematch opens; a decline or a leave ends the offer; refused before the end', () => {
    const agreed = finished();
    agreed.apply(agreed.session.answerRematch('A', true, agreed.clock.now()));
    agreed.clock.advance(1_000);
    agreed.apply(agreed.session.answerRematch('B', true, agreed.clock.now()));
    expect(agreed.effects.at(-1)).toEqual({ kind: 'open_rematch', tournament: 'champions' });
    agreed.apply(agreed.session.rematchOpened('room2', 'WXYZ2345'));
    expect(agreed.rematchStatuses().at(-1)).toEqual({
      status: 'ready',
      roomId: 'room2',
      code: 'WXYZ2345',
      tournament: 'champions',
    });

    const declined = finished();
    declined.apply(declined.session.answerRematch('A', true, declined.clock.now()));
    declined.apply(declined.session.answerRematch('B', false, declined.clock.now()));
    expect(declined.rematchStatuses().at(-1)).toEqual({ status: 'ended', reason: 'declined' });
    expect(declined.session.answerRematch('A', true, declined.clock.now())).toBeNull();

    const left = finished();
    left.apply(left.session.left('B', left.clock.now()));
    expect(left.rematchStatuses()).toEqual([{ status: 'ended', reason: 'left' }]);

    const running = new Room();
    running.join('A');
    running.join('B');
    expect(running.session.answerRematch('A', true, running.clock.now())).toBeNull();
  });
});

describe('DuelSession: the bot and a reserved seat (fake clock)', () => {
  it('the bot comes at its time, but waits while a human holds a reserved seat, looking again every 250 ms', () => {
    const room = new Room();
    room.join('A');
    room.seatReserved = true;
    room.clock.advance(TEST_TIMINGS.botWaitMs + RESERVED_SEAT_RECHECK_MS * 3);
    expect(room.session.engine.participantCount).toBe(1);
    // the reservation lapsed: the next look seats the bot
    room.seatReserved = false;
    room.clock.advance(RESERVED_SEAT_RECHECK_MS);
    expect(room.kinds()).toContain('bot_joined');
  });

  it('rematch rooms wait for both players for their own time, then void', () => {
    const room = new Room({ rematch: true, lifeMs: REMATCH_JOIN });
    expect(room.session.friend?.admission('A', 'champions', undefined)).toEqual({
      kind: 'refuse',
      code: 'friend_code_invalid',
    });
    room.join('A', 'WXYZ2345');
    room.clock.advance(REMATCH_JOIN);
    expect(room.effects).toContainEqual({
      kind: 'send',
      to: 'A',
      type: 'match:void',
      payload: { reason: 'friend_expired' },
    });
    expect(room.closes()).toBe(1);
  });
});

describe('DuelSession: the ladder holds a finished match’s results for its rating (fake clock)', () => {
  const recorded = (counted: boolean): RecordedMatch => {
    const after = rateMatch(defaultRating(), defaultRating(), 'win');
    return {
      season: '2026-11-23',
      counted,
      reason: counted ? null : 'shared_address',
      firstTime: true,
      changes: new Map([
        [
          'alice',
          { counted, reason: null, before: defaultRating(), after: counted ? after : defaultRating() },
        ],
        ['bobby', { counted, reason: null, before: defaultRating(), after: defaultRating() }],
      ]),
    };
  };
  const results = (room: Room) =>
    room.effects.flatMap((e) => (e.kind === 'send' && e.type === 'match:result' ? [e] : []));

  function finished(): Room {
    const room = new Room(null, TEST_TIMINGS, { matchId: 'match-1' });
    room.join('A', undefined, 'alice');
    room.join('B', undefined, 'bobby');
    room.playToEnd();
    return room;
  }

  it('asks for the recording once and sends the results only with each player’s server rating', () => {
    const room = finished();
    expect(results(room)).toEqual([]);
    const asked = room.effects.filter((e) => e.kind === 'record_match');
    expect(asked).toEqual([
      {
        kind: 'record_match',
        match: {
          matchId: 'match-1',
          tournament: 'champions',
          friend: false,
          a: { playerId: 'alice', outcome: 'win' },
          b: { playerId: 'bobby' },
        },
      },
    ]);
    room.apply(room.session.ladderRecorded(recorded(true), room.clock.wallNow()));
    const sent = results(room);
    expect(
      sent.map((e) => [e.to, e.payload.outcome, e.payload.ladder?.counted, e.payload.ladder?.change]),
    ).toEqual([
      ['A', 'win', true, 162],
      ['B', 'lose', true, 0],
    ]);
    // a reconnection's sync carries the rating too
    expect(room.session.engine.resultOf('A')?.ladder?.rating).toEqual(
      rateMatch(defaultRating(), defaultRating(), 'win'),
    );
    // the wait for the database is over: nothing more goes out
    room.clock.advance(LADDER_RESULT_WAIT_MS * 2);
    expect(results(room)).toHaveLength(2);
  });

  it('with its room id, asks for the ending too: who forfeited, and a paired match the server voids (issue 25)', () => {
    const forfeit = new Room(null, TEST_TIMINGS, { matchId: 'match-2', roomId: 'room-2' });
    forfeit.join('A', undefined, 'alice');
    forfeit.join('B', undefined, 'bobby');
    forfeit.untilPhase('round');
    forfeit.apply(forfeit.session.left('A', forfeit.clock.now()));
    expect(forfeit.effects.filter((e) => e.kind === 'record_match')).toMatchObject([
      {
        match: { a: { playerId: 'alice', outcome: 'lose' }, ending: { roomId: 'room-2', forfeitedBy: 'a' } },
      },
    ]);

    const voided = new Room(null, TEST_TIMINGS, { matchId: 'match-3', roomId: 'room-3' });
    voided.join('A', undefined, 'alice');
    voided.join('B', undefined, null);
    voided.untilPhase('round');
    voided.apply(voided.session.voidMatch('server_error', voided.clock.now()));
    expect(voided.effects.filter((e) => e.kind === 'record_void')).toEqual([
      {
        kind: 'record_void',
        ending: {
          matchId: 'match-3',
          roomId: 'room-3',
          tournament: 'champions',
          playerA: 'alice',
          playerB: null,
          reason: 'server_error',
        },
      },
    ]);
    // a search voided before pairing has no ending to keep
    const alone = new Room({ rematch: false, lifeMs: 1_000 }, TEST_TIMINGS, { matchId: 'm4', roomId: 'r4' });
    alone.join('A', undefined, 'alice');
    alone.clock.advance(2_000);
    expect(alone.session.engine.currentPhase).toBe('void');
    expect(alone.effects.some((e) => e.kind === 'record_void')).toBe(false);
  });

  it('sends the results without a rating when the database does not answer in time, and never twice', () => {
    const room = finished();
    room.clock.advance(LADDER_RESULT_WAIT_MS - 1);
    expect(results(room)).toEqual([]);
    room.clock.advance(1);
    expect(results(room).map((e) => [e.to, e.payload.ladder])).toEqual([
      ['A', undefined],
      ['B', undefined],
    ]);
    // the late answer reaches the stored results (a later sync) but sends nothing again
    room.apply(room.session.ladderRecorded(recorded(true), room.clock.wallNow()));
    expect(results(room)).toHaveLength(2);
    expect(room.session.engine.resultOf('B')?.ladder?.counted).toBe(true);
  });

  it('a failed recording sends the results saying the ladder was unavailable', () => {
    const room = finished();
    room.apply(room.session.ladderRecorded(null, Date.parse('2026-11-25T12:00:00Z')));
    expect(results(room).map((e) => e.payload.ladder)).toEqual([
      { counted: false, reason: 'unavailable', rating: null, change: 0, season: '2026-11-23' },
      { counted: false, reason: 'unavailable', rating: null, change: 0, season: '2026-11-23' },
    ]);
  });

  it('a match of two guests is not recorded: the results go out at once', () => {
    const room = new Room(null, TEST_TIMINGS, { matchId: 'match-2' });
    room.join('A');
    room.join('B');
    room.playToEnd();
    expect(room.effects.some((e) => e.kind === 'record_match')).toBe(false);
    expect(results(room)).toHaveLength(2);
  });
});
