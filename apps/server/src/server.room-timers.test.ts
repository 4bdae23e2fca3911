import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { TEST_TIMINGS, fakeQuestions, testFootballers } from './match/test-support';
import type { QuestionSource } from './match/types';
import { BACKSTOP_PATCH_INTERVAL_MS, type DuelRoom } from './rooms/duel-room';
import { startServer, type RunningServer } from './server';
import { DuelClient, collectingLogger, waitUntil } from './testing/duel-client';

/**
 * A recent-answers id that makes the question source below hand out broken questions (no options): the room's
 * timer that starts the first round then throws, a fault inside a timer. (A throwing source would be caught by
 * the engine, which retries without the exclusions.)
 */
const FAULT_ID = 'fault-in-timer';
const footballers = testFootballers([FAULT_ID]);
const questions: QuestionSource = Object.assign(
  ({ exclude }: Parameters<QuestionSource>[0]) => {
    const broken = Array.from(exclude).includes(footballers.indexOf(FAULT_ID));
    return fakeQuestions().map((question) => (broken ? { ...question, options: null as never } : question));
  },
  { footballers },
);
const TIMINGS = { ...TEST_TIMINGS, botWaitMs: 300, roundDurationMs: 2_000 };

let running: RunningServer;
const logger = collectingLogger();
const clients: DuelClient[] = [];

beforeAll(async () => {
  running = await startServer({ port: 0, questions, timings: TIMINGS, logger });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
});
afterAll(async () => {
  await running.close();
});

async function join(overrides: Parameters<typeof DuelClient.join>[1] = {}): Promise<DuelClient> {
  const client = await DuelClient.join(running.url, overrides);
  clients.push(client);
  return client;
}

describe('room timers (Node timers, not the room clock)', () => {
  it('a fault inside a timer voids that match only (server_error) and closes its room', async () => {
    const faulty = await join({ tournament: 'legendary', username: 'Faulty', recentPlayerIds: [FAULT_ID] });
    const a = await join({ tournament: 'rookie', username: 'Alice' });
    const b = await join({ tournament: 'rookie', username: 'Bobby' });
    // the bot's arrival and every phase after it are timers; the first round's start throws for this player
    await expect(faulty.nth('match:void', 0)).resolves.toEqual({ reason: 'server_error' });
    await faulty.left();
    expect(logger.lines.some((line) => line.includes('setTimeout threw'))).toBe(true);
    // the other room plays on: its rounds start and end on its own timers
    await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
    a.answer(0, true);
    b.answer(0, false);
    const end = await a.nth('match:round_end', 0);
    expect(end.roundIndex).toBe(0);
  });

  it('fires the round deadline on time without any message or patch to move a clock', async () => {
    const a = await join({ tournament: 'champions', username: 'Carla' });
    const b = await join({ tournament: 'champions', username: 'Dario' });
    const start = await a.nth('match:round_start', 0);
    await b.nth('match:round_start', 0);
    const startedAt = a.messages.find((m) => m.type === 'match:round_start')?.atMs ?? 0;
    // nobody answers: the deadline alone closes the round
    const timeout = await a.nth('match:answer_result', 0, 10_000);
    expect(timeout).toMatchObject({ kind: 'timeout', roundIndex: 0 });
    const arrivedAfterMs = (a.messages.find((m) => m.type === 'match:answer_result')?.atMs ?? 0) - startedAt;
    const windowMs = start.deadlineAtMs - start.serverNowMs;
    // never early; late only by the machine's load (generous), never by a slow room clock
    expect(arrivedAfterMs).toBeGreaterThanOrEqual(windowMs - 50);
    expect(arrivedAfterMs).toBeLessThan(windowMs + 1_500);
    const room = matchMaker.getLocalRoomById(a.room.roomId) as DuelRoom;
    await waitUntil(() => room.engine.currentPhase !== 'round', 5_000, 'the round closed');
  });
});

describe('state patches on change (no 50 ms patch timer)', () => {
  it('keeps only a long backstop interval, yet every change reaches both players with its event', async () => {
    const a = await join({ tournament: 'rookie', username: 'Elena' });
    const room = matchMaker.getLocalRoomById(a.room.roomId) as DuelRoom;
    expect(room.patchRate).toBe(BACKSTOP_PATCH_INTERVAL_MS);
    expect(BACKSTOP_PATCH_INTERVAL_MS).toBeGreaterThanOrEqual(5_000);
    const b = await join({ tournament: 'rookie', username: 'Fabio' });
    expect(b.room.roomId).toBe(a.room.roomId);
    // pairing, the phases and the round: each seen by both long before the backstop would send it
    await waitUntil(
      () => a.state().phase === 'round' && b.state().phase === 'round',
      3_000,
      'round in state',
    );
    await a.nth('match:round_start', 0);
    a.answer(0, true);
    await a.nth('match:answer_result', 0);
    const answered = (): boolean =>
      (b.state().players[a.sessionId] as { answeredThisRound?: boolean } | undefined)?.answeredThisRound ===
      true;
    await waitUntil(answered, 2_000, "the opponent's answeredThisRound");
    b.answer(0, false);
    await b.nth('match:round_end', 0);
    await waitUntil(() => b.state().phase === 'reveal', 2_000, 'reveal in state');
    expect(b.state().players[a.sessionId]?.correctCount).toBe(1);
  });
});
