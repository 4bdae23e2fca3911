import { PROTOCOL_VERSION, type ResultPayload, type RoundStartPayload } from '@goalguessr/protocol';
import { unpack } from 'msgpackr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TIMINGS, fakeQuestionSource } from '../match/test-support';
import { startServer, type RunningServer } from '../server';
import { joinOptions, sleep } from '../testing/duel-client';
import { playerWithRating } from '../testing/ladder';
import type { Habits } from './habits';
import { playLeanMatch, type GeneratorLive, type LeanMatch, type LeanPlayerOptions } from './lean-player';
import { readMessageType } from './room-frames';
import { Tally } from './tally';
import { noWireCounts, type WireCounters } from './wire-socket';

/**
 * The lean generator's player against the real server (loopback, short timings): it must join through
 * matchmaking, be paired, answer every card by its token, get its results, leave, answer the server's pings.
 * Each of these depends on the wire protocol (Colyseus' room protocol, the duel's messages and payloads), so a
 * change there fails here before it silently turns the load bench's figures into errors.
 */

/** Short for the test (production: 3,000 ms); a socket that does not answer 2 pings is cut. */
const PING_INTERVAL_MS = 250;
const ANSWER_WINDOW_MS = 600;
const ANSWERS_ONLY: Habits = { leaveMidMatch: 0, goldenShot: 0, whistle: 0 };

let running: RunningServer;
let tally: Tally;
let live: GeneratorLive;
let wire: WireCounters;

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    // a round longer than the players' thinking time (a share of ANSWER_WINDOW_MS): no deadline caps it
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000, roundDurationMs: 3_000 },
    pingIntervalMs: PING_INTERVAL_MS,
  });
});
afterAll(async () => {
  await running.close();
});

interface Recorded {
  kind: string;
  frame: Buffer;
}

function player(
  overrides: Partial<LeanPlayerOptions> & { tournament?: 'rookie' | 'champions' | 'legendary' } = {},
): { match: Promise<LeanMatch>; frames: Recorded[] } {
  const frames: Recorded[] = [];
  const { tournament = 'rookie', ...rest } = overrides;
  const match = playLeanMatch({
    url: running.url,
    joinOptions: joinOptions({ tournament, username: 'Lean' }),
    tally,
    live,
    wire,
    answerWindowMs: ANSWER_WINDOW_MS,
    habits: ANSWERS_ONLY,
    onFrame: (kind, frame) => frames.push({ kind, frame }),
    ...rest,
  });
  return { match, frames };
}

function payloads<T>(frames: Recorded[], kind: string): T[] {
  return frames
    .filter((f) => f.kind === kind)
    .map((f) => unpack(f.frame.subarray(readMessageType(f.frame).bodyAt)) as T);
}

describe('lean generator player (wire-level protocol against the real server)', () => {
  beforeAll(() => {
    tally = new Tally();
    live = { connected: 0, stopping: false };
    wire = noWireCounts();
  });

  it('joins, is paired, answers every card by token, gets each result and the match result, and leaves', async () => {
    // Both pick the first option (the two seats share the round's options and tokens), so both are right or
    // both wrong in every round and the match cannot end early: all five rounds are played.
    const a = player({ rng: () => 0 });
    const b = player({ rng: () => 0 });
    const [first, second] = await Promise.all([a.match, b.match]);

    for (const [match, recorded] of [
      [first, a.frames],
      [second, b.frames],
    ] as const) {
      expect(match.joined).toBe(true);
      expect(match.paired).toBe(true);
      // every round: its result names the token this player sent, which was one of that round's options
      const starts = payloads<RoundStartPayload>(recorded, 'match:round_start');
      expect(starts.map((s) => s.roundIndex)).toEqual([0, 1, 2, 3, 4]);
      expect(match.answerResults.map((r) => [r.roundIndex, r.kind])).toEqual(
        starts.map((s) => [s.roundIndex, 'answered']),
      );
      for (const result of match.answerResults) {
        const sent = match.answeredTokens.get(result.roundIndex);
        expect(result.optionToken).toBe(sent);
        expect(starts[result.roundIndex]?.options.map((o) => o.token)).toContain(sent);
      }
      expect(match.gotResult).toBe(true);
      // the room let it go after LEAVE_ROOM: Colyseus closes with CONSENTED (4000)
      expect(match.closeCode).toBe(4000);
      // per round: the start, then this player's result, then the round's end for both
      const kinds = recorded.map((r) => r.kind);
      const nth = (kind: string, n: number): number =>
        kinds.map((k, i) => (k === kind ? i : -1)).filter((i) => i >= 0)[n] ?? -1;
      expect(kinds.filter((k) => k === 'match:round_end')).toHaveLength(5);
      for (let round = 0; round < 5; round++) {
        expect(nth('match:round_start', round)).toBeLessThan(nth('match:answer_result', round));
        expect(nth('match:answer_result', round)).toBeLessThan(nth('match:round_end', round));
      }
      expect(kinds.slice(0, 2)).toEqual(['join', 'state']);
      expect(kinds.indexOf('match:result')).toBeGreaterThan(nth('match:round_end', 4));
    }
    // paired with each other: each one's result names the other as the opponent
    const [resultA] = payloads<ResultPayload>(a.frames, 'match:result');
    expect(resultA?.reason).toBe('completed');
    expect(resultA?.me.sessionId).toBe(first.sessionId);
    expect(resultA?.opponent.sessionId).toBe(second.sessionId);
    expect(resultA?.opponent.isBot).toBe(false);

    expect(tally.joins).toBe(2);
    expect(tally.joinErrors).toBe(0);
    expect(tally.matchErrors).toBe(0);
    expect(tally.errorSamples).toEqual([]);
    expect(tally.pairLatencies).toHaveLength(2);
    expect(tally.answers).toBe(10);
    expect(tally.answerLatencies).toHaveLength(10);
    expect(tally.framesIn['match:round_start']).toBe(10);
    expect(tally.framesIn['match:result']).toBe(2);
    expect(live.connected).toBe(0);
  });

  it('answers the server pings, so a player waiting alone is not cut off, and leaves when told to', async () => {
    const pingsBefore = wire.pings;
    const sentBefore = wire.sent;
    const stop = new AbortController();
    const alone = player({ tournament: 'legendary', signal: stop.signal });
    // a socket that did not answer would be cut after 2 unanswered pings (~2–3 intervals)
    await sleep(PING_INTERVAL_MS * 6);
    expect(live.connected).toBe(1);
    stop.abort();
    const match = await alone.match;
    expect(match.joined).toBe(true);
    expect(match.paired).toBe(false);
    expect(match.closeCode).toBe(4000);
    expect(wire.pings - pingsBefore).toBeGreaterThanOrEqual(3);
    // a pong for each ping, besides the join acknowledgement and the leave
    expect(wire.sent - sentBefore).toBeGreaterThanOrEqual(wire.pings - pingsBefore + 2);
    expect(tally.matchErrors).toBe(0);
  });

  it('leaves mid-match as scripted (a forfeit), and the opponent gets its result', async () => {
    const deliberate = tally.deliberateLeaves;
    // the leaver thinks 60 ms, the stayer 357 ms: its answer never crosses the forfeit
    const leaver = player({
      tournament: 'champions',
      habits: { ...ANSWERS_ONLY, leaveMidMatch: 1 },
      rng: () => 0,
    });
    const stayer = player({ tournament: 'champions', rng: () => 0.99 });
    const [left, stayed] = await Promise.all([leaver.match, stayer.match]);
    expect(tally.deliberateLeaves - deliberate).toBe(1);
    expect(left.closeCode).toBe(4000);
    expect(left.gotResult).toBe(false);
    // it answered the cards before the one it left at
    expect(left.answerResults.map((r) => r.roundIndex)).toEqual([0, 1]);
    expect(stayed.gotResult).toBe(true);
    const [result] = payloads<ResultPayload>(stayer.frames, 'match:result');
    expect(result?.reason).toBe('forfeit');
    expect(result?.outcome).toBe('win');
    expect(result?.forfeitedBy).toBe(left.sessionId);
    expect(tally.errorSamples).toEqual([]);
    expect(tally.matchErrors).toBe(0);
  });

  it('blows the whistle, then answers among the options it left', async () => {
    const whistler = player({ habits: { ...ANSWERS_ONLY, whistle: 1 } });
    const other = player();
    const [match] = await Promise.all([whistler.match, other.match]);
    const results = payloads<{
      ok: boolean;
      powerUp: string;
      removedOptionToken?: string;
      roundIndex: number;
    }>(whistler.frames, 'match:power_up_result');
    // two whistles a match, in the first two rounds
    expect(results.map((r) => [r.roundIndex, r.powerUp, r.ok])).toEqual([
      [0, 'whistle', true],
      [1, 'whistle', true],
    ]);
    for (const result of results) {
      expect(result.removedOptionToken).toBeTruthy();
      expect(match.answeredTokens.get(result.roundIndex)).not.toBe(result.removedOptionToken);
    }
    expect(match.answerResults.every((r) => r.kind === 'answered')).toBe(true);
    expect(match.gotResult).toBe(true);
  });

  it('counts a join the server refuses as a join error, with the reason', async () => {
    const own = new Tally();
    const refused = await playLeanMatch({
      url: running.url,
      // an app of another protocol version: refused by matchmaking (HTTP 4xx)
      joinOptions: { ...joinOptions(), protocolVersion: (PROTOCOL_VERSION + 99) as typeof PROTOCOL_VERSION },
      tally: own,
      live,
      wire,
      answerWindowMs: ANSWER_WINDOW_MS,
    });
    expect(refused.joined).toBe(false);
    expect(own.joinErrors).toBe(1);
    expect(own.errorSamples).toEqual([expect.stringMatching(/^join: 4\d\d \w+/)]);
  });
});

describe('lean generator player moved between waiting rooms (match:move)', () => {
  /** the bot comes after 2 s: the pairing windows widen 4× as fast as in production (±400 from 1 s) */
  let quick: RunningServer;
  beforeAll(async () => {
    quick = await startServer({
      port: 0,
      questions: fakeQuestionSource(),
      timings: { ...TEST_TIMINGS, botWaitMs: 2_000, roundDurationMs: 3_000 },
    });
  });
  afterAll(async () => {
    await quick.close();
  });

  it('follows a move to the other waiting player, then plays the match with them', async () => {
    const own = new Tally();
    const play = async (rating: number): Promise<LeanMatch> =>
      playLeanMatch({
        url: quick.url,
        // 300 apart (as the server keeps their ratings): each opens a room of their own, until the wider window
        // moves one to the other
        joinOptions: joinOptions({
          tournament: 'legendary',
          username: `R${rating}`,
          identity: await playerWithRating(quick.database, 'legendary', { rating, rd: 80 }),
        }),
        tally: own,
        live: { connected: 0, stopping: false },
        wire: noWireCounts(),
        answerWindowMs: ANSWER_WINDOW_MS,
        habits: ANSWERS_ONLY,
        // the same option every round for both (see the first test): all five rounds are played
        rng: () => 0,
      });
    const first = play(1500);
    await sleep(100);
    const [low, high] = await Promise.all([first, play(1800)]);
    expect(low.moves + high.moves).toBe(1);
    for (const match of [low, high]) {
      expect(match.paired).toBe(true);
      expect(match.answerResults.map((r) => r.kind)).toEqual(Array(5).fill('answered'));
      expect(match.gotResult).toBe(true);
      expect(match.closeCode).toBe(4000);
    }
    expect(own.framesIn['match:move']).toBe(1);
    expect(own.joins).toBe(2);
    expect(own.pairLatencies).toHaveLength(2);
    expect(own.errorSamples).toEqual([]);
    expect(own.matchErrors + own.joinErrors).toBe(0);
  });
});
