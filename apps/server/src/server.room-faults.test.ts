import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { TEST_TIMINGS, fakeQuestions } from './match/test-support';
import type { DuelRoom } from './rooms/duel-room';
import type { DuelSession } from './rooms/duel-session';
import { startServer, type RunningServer } from './server';
import { DuelClient, collectingLogger, waitUntil } from './testing/duel-client';

/**
 * A fault in one of a room's hooks or message handlers (here: its session throwing, as a bug would) is that room's
 * alone: a message that threw gets `match:error` and the match plays on; a hook that threw voids the match
 * (`server_error`, refunded) and closes the room; the server and its other rooms carry on. The room catches these
 * itself (issue 29: Colyseus' own `onUncaughtException` wrapping cost every match ~20 closures).
 */
const TIMINGS = { ...TEST_TIMINGS, botWaitMs: 60_000 };

let running: RunningServer;
const logger = collectingLogger();
const clients: DuelClient[] = [];

beforeAll(async () => {
  running = await startServer({ port: 0, questions: () => fakeQuestions(), timings: TIMINGS, logger });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
});
afterAll(async () => {
  await running.close();
});

async function join(username: string, tournament: 'rookie' | 'champions' | 'legendary'): Promise<DuelClient> {
  const client = await DuelClient.join(running.url, { username, tournament });
  clients.push(client);
  return client;
}

function sessionOf(client: DuelClient): DuelSession {
  const room = matchMaker.getLocalRoomById(client.room.roomId) as DuelRoom;
  return (room as unknown as { session: DuelSession }).session;
}

function logged(text: string): boolean {
  return logger.lines.some((line) => line.includes(text));
}

describe("a fault in a room's handlers and hooks", () => {
  it('a message handler that threw: the sender gets match:error, the match plays on', async () => {
    const a = await join('Alice', 'rookie');
    const b = await join('Bobby', 'rookie');
    await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
    // the room catches its faults itself: Colyseus wraps none of its hooks (it would, were this defined)
    const room = matchMaker.getLocalRoomById(a.room.roomId) as DuelRoom;
    expect('onUncaughtException' in room).toBe(false);
    vi.spyOn(sessionOf(a), 'answer').mockImplementationOnce(() => {
      throw new Error('answer blew up');
    });
    a.answer(0, true);
    await expect(a.nth('match:error', 0)).resolves.toEqual({ code: 'invalid_message', type: 'match:answer' });
    expect(logged('onMessage threw')).toBe(true);
    // the same answer again counts: nothing was played by the one that threw
    a.answer(0, true);
    await expect(a.nth('match:answer_result', 0)).resolves.toMatchObject({ roundIndex: 0, correct: true });
    b.answer(0, false);
    await expect(b.nth('match:round_end', 0)).resolves.toMatchObject({ roundIndex: 0 });
  });

  it('a drop whose handling threw voids that match (server_error) and closes its room; the server carries on', async () => {
    const a = await join('Carla', 'champions');
    const b = await join('Dario', 'champions');
    await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
    vi.spyOn(sessionOf(a), 'drop').mockImplementation(() => {
      throw new Error('drop blew up');
    });
    b.drop();
    await expect(a.nth('match:void', 0)).resolves.toEqual({ reason: 'server_error' });
    await a.left();
    expect(logged('onDrop threw')).toBe(true);
    // a new match on the same server plays
    const c = await join('Elena', 'champions');
    const d = await join('Fabio', 'champions');
    await Promise.all([c.nth('match:round_start', 0), d.nth('match:round_start', 0)]);
  });

  it('a join whose handling threw is refused, and the waiting player’s match is void', async () => {
    const a = await join('Gianni', 'legendary');
    await waitUntil(() => a.state().phase === 'searching', 3_000, 'searching');
    vi.spyOn(sessionOf(a), 'join').mockImplementation(() => {
      throw new Error('join blew up');
    });
    await expect(
      DuelClient.join(running.url, { username: 'Hakan', tournament: 'legendary' }),
    ).rejects.toThrow();
    await expect(a.nth('match:void', 0)).resolves.toEqual({ reason: 'server_error' });
    expect(logged('onJoin threw')).toBe(true);
  });
});
