import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOT_ACCURACY, BOT_WAIT_MS } from '@goalguessr/game-core';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { pairingWaitScale } from './matchmaking/rating-driver';
import type { DuelRoom } from './rooms/duel-room';
import { matchMaker } from '@colyseus/core';
import { startServer, type RunningServer } from './server';
import { DuelClient, sleep, waitUntil } from './testing/duel-client';

/**
 * The bot joins after 4 s here, so the pairing windows widen twice as fast as in production (`pairingWaitScale`):
 * ±100 for the first second, ±200 from 1 s, ±400 from 2 s, anyone from 3 s.
 */
const BOT_WAIT = 4_000;
const SCALE = pairingWaitScale(BOT_WAIT);

let running: RunningServer;
const clients: DuelClient[] = [];

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    timings: { ...TEST_TIMINGS, botWaitMs: BOT_WAIT, roundDurationMs: 2_500 },
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
});

afterAll(async () => {
  await running.close();
});

async function join(rating: number | undefined, username: string): Promise<DuelClient> {
  const client = await DuelClient.join(running.url, {
    tournament: 'champions',
    username,
    ...(rating !== undefined ? { rating, ratingDeviation: 80 } : {}),
  });
  clients.push(client);
  return client;
}

function players(
  client: DuelClient,
): { isBot: boolean; username: string; rating: number; ratingDeviation: number }[] {
  return Object.values(client.state().players ?? {}) as unknown as ReturnType<typeof players>;
}

describe('rating-aware pairing with real SDK clients', () => {
  it('runs the windows twice as fast as production here, bot included', () => {
    expect(SCALE).toBe(BOT_WAIT_MS / BOT_WAIT);
    expect(SCALE).toBe(2);
  });

  it('two close ratings pair, and a far player waiting in the same tournament is passed over', async () => {
    const alice = await join(1500, 'Alice');
    // 600 apart: beyond every window before 3 s, so the far player opens a room of their own.
    const far = await join(2100, 'Faraway');
    expect(far.room.roomId).not.toBe(alice.room.roomId);
    const bobby = await join(1540, 'Bobby');
    expect(bobby.room.roomId).toBe(alice.room.roomId);
    await waitUntil(() => alice.state().phase !== 'searching', 5_000, 'alice paired');
    // The room state names each player's rating (the client rates its match against the opponent's).
    expect(
      players(alice)
        .map((p) => [p.username, p.rating, p.isBot])
        .sort(),
    ).toEqual([
      ['Alice', 1500, false],
      ['Bobby', 1540, false],
    ]);
    expect(far.state().phase).toBe('searching');
  });

  it('a far player is refused at first and accepted once the waiting player has waited long enough', async () => {
    const alice = await join(1500, 'Alice');
    const early = await join(1800, 'Early');
    // 300 apart at once: beyond the ±100 window, so no pairing.
    expect(early.room.roomId).not.toBe(alice.room.roomId);
    // After 2 s (4 s in production terms) Alice accepts ±400: someone 300 below her now pairs with her, even
    // though Early (600 away from the newcomer) waits too.
    await sleep(2_100);
    expect(alice.state().phase).toBe('searching');
    const late = await join(1200, 'Late');
    expect(late.room.roomId).toBe(alice.room.roomId);
    expect(late.room.roomId).not.toBe(early.room.roomId);
  });

  it('a joiner without a rating counts as a new player (1500)', async () => {
    const alice = await join(1520, 'Alice');
    const newcomer = await join(undefined, 'Newbie');
    expect(newcomer.room.roomId).toBe(alice.room.roomId);
    await waitUntil(() => players(alice).length === 2, 5_000, 'both seated');
    expect(players(alice).find((p) => p.username === 'Newbie')).toMatchObject({
      rating: 1500,
      ratingDeviation: 350,
    });
  });

  it('refuses a lying or broken rating with invalid_join_options, and the server carries on', async () => {
    for (const rating of [99_999, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(
        DuelClient.join(running.url, { tournament: 'champions', username: 'Liar', rating }),
      ).rejects.toThrow('invalid_join_options');
    }
    await expect(
      DuelClient.join(running.url, {
        tournament: 'champions',
        username: 'Liar',
        rating: '1500' as unknown as number,
      }),
    ).rejects.toThrow('invalid_join_options');
    await expect(
      DuelClient.join(running.url, {
        tournament: 'champions',
        username: 'Liar',
        rating: 1500,
        ratingDeviation: 1,
      }),
    ).rejects.toThrow('invalid_join_options');
    const fine = await join(1500, 'Honest');
    await waitUntil(() => players(fine).length === 1, 5_000, 'the state');
    expect(fine.state().phase).toBe('searching');
    expect(players(fine)[0]).toMatchObject({ username: 'Honest', rating: 1500, ratingDeviation: 80 });
  });

  it("the bot comes at its time, with a strength near the waiting player's rating, labelled as a bot", async () => {
    const strong = await join(2000, 'Strong');
    await waitUntil(() => players(strong).some((p) => p.isBot), BOT_WAIT + 5_000, 'the bot');
    const bot = players(strong).find((p) => p.isBot);
    expect(bot?.username.startsWith('Bot · ')).toBe(true);
    expect(bot?.rating).toBe(2000);
    const room = matchMaker.getLocalRoomById(strong.room.roomId) as DuelRoom;
    const seat = (
      room.engine as unknown as { seats: { init: { isBot: boolean; botAccuracy?: number } }[] }
    ).seats.find((s) => s.init.isBot);
    expect(seat?.init.botAccuracy).toBeGreaterThan(BOT_ACCURACY.champions);
  });
});
