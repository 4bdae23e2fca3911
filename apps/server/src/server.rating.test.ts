import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOT_ACCURACY, BOT_WAIT_MS } from '@goalguessr/game-core';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { pairingWaitScale } from './matchmaking/rating-driver';
import type { DuelRoom } from './rooms/duel-room';
import { matchMaker } from '@colyseus/core';
import { startServer, type RunningServer } from './server';
import { DuelClient, sleep, waitUntil } from './testing/duel-client';
import { playerWithRating } from './testing/ladder';

/**
 * The bot joins after 4 s here, so the pairing windows widen twice as fast as in production (`pairingWaitScale`):
 * ±100 for the first second, ±200 from 1 s, ±400 from 2 s, anyone from 3 s.
 */
const BOT_WAIT = 4_000;
const SCALE = pairingWaitScale(BOT_WAIT);

let running: RunningServer;
const clients: DuelClient[] = [];
const questions = fakeQuestionSource();

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions,
    timings: { ...TEST_TIMINGS, botWaitMs: BOT_WAIT, roundDurationMs: 2_500 },
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
});

afterAll(async () => {
  await running.close();
});

/** A player whose rating the server keeps at `rating` (RD 80), or a new player (undefined). */
async function join(
  rating: number | undefined,
  username: string,
  level?: number,
  recentPlayerIds: string[] = [],
): Promise<DuelClient> {
  const identity =
    rating !== undefined
      ? await playerWithRating(running.database, 'champions', { rating, rd: 80 })
      : undefined;
  const client = await DuelClient.join(running.url, {
    tournament: 'champions',
    username,
    recentPlayerIds,
    ...(identity !== undefined ? { identity } : {}),
    ...(level !== undefined ? { level } : {}),
  });
  clients.push(client);
  return client;
}

/** Out of `searching` with both seats taken (a state not decoded yet, just after a move, has no phase). */
function paired(client: DuelClient): boolean {
  const { phase } = client.state() as { phase?: string };
  return typeof phase === 'string' && phase !== '' && phase !== 'searching' && players(client).length === 2;
}

function players(
  client: DuelClient,
): { isBot: boolean; username: string; rating: number; ratingDeviation: number; level: number }[] {
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

  it('a far player is refused at first; once the longer wait allows it the two waiting players meet, never the bot', async () => {
    const alice = await join(1500, 'Alice', undefined, ['seen-by-alice-1', 'seen-by-alice-2']);
    const joinedAt = Date.now();
    const early = await join(1800, 'Early', undefined, ['seen-by-early']);
    // 300 apart at once: beyond the ±100 window, so each waits in a room of their own.
    expect(early.room.roomId).not.toBe(alice.room.roomId);
    // From 2 s (4 s in production terms) Alice's wait allows ±400: her room looks again and moves her to Early's.
    await waitUntil(() => paired(alice) && paired(early), BOT_WAIT, 'the two met');
    const metAfterMs = Date.now() - joinedAt;
    expect(alice.room.roomId).toBe(early.room.roomId);
    expect(alice.moves + early.moves).toBe(1);
    expect(players(alice).map((p) => p.isBot)).toEqual([false, false]);
    // not before the window allowed it (the ±200 step at 1 s did not), and before the bot
    expect(metAfterMs).toBeGreaterThanOrEqual(4_000 / SCALE - 200);
    expect(metAfterMs).toBeLessThan(BOT_WAIT);
    // the one who moved brought their recently seen footballers: the cards exclude both players'
    await alice.nth('match:round_start', 0);
    expect([...(questions.excluded.at(-1) ?? [])].sort()).toEqual([
      'seen-by-alice-1',
      'seen-by-alice-2',
      'seen-by-early',
    ]);
  });

  it('two players 150 apart who press Play within 200 ms meet each other, never the bot (issue 25)', async () => {
    const [first, second] = await Promise.all([
      join(1500, 'Anna'),
      sleep(150).then(() => join(1650, 'Bruno')),
    ]);
    await waitUntil(() => paired(first) && paired(second), BOT_WAIT, 'the two met');
    expect(first.room.roomId).toBe(second.room.roomId);
    expect(
      players(first)
        .map((p) => [p.username, p.isBot])
        .sort(),
    ).toEqual([
      ['Anna', false],
      ['Bruno', false],
    ]);
  });

  it('the windows still say who meets whom first: a close newcomer takes the waiting room before two far waiters merge', async () => {
    const alice = await join(1500, 'Alice');
    const far = await join(2300, 'Faraway');
    expect(far.room.roomId).not.toBe(alice.room.roomId);
    // within Alice's first window: the newcomer sits down with her at once, nobody moves
    const close = await join(1560, 'Closer');
    expect(close.room.roomId).toBe(alice.room.roomId);
    await waitUntil(() => paired(alice), 5_000, 'Alice and Closer paired');
    // Faraway waits on alone (no other waiter left to meet: the bot comes at its time)
    expect(far.state().phase).toBe('searching');
    expect(far.moves).toBe(0);
  });

  it('a joiner without a rating (a new player or a guest) counts as 1500', async () => {
    const alice = await join(1520, 'Alice');
    const newcomer = await join(undefined, 'Newbie');
    expect(newcomer.room.roomId).toBe(alice.room.roomId);
    await waitUntil(() => players(alice).length === 2, 5_000, 'both seated');
    expect(players(alice).find((p) => p.username === 'Newbie')).toMatchObject({
      rating: 1500,
      ratingDeviation: 350,
    });
  });

  it('pairs by the rating the server keeps, whatever rating a join claims (issue 27)', async () => {
    const alice = await join(1500, 'Alice');
    // claims 1500 but the server keeps 2100 for this player: beyond every early window, so a room of its own
    const identity = await playerWithRating(running.database, 'champions', { rating: 2100, rd: 80 });
    const liar = await DuelClient.join(running.url, {
      tournament: 'champions',
      username: 'Liar',
      identity,
      ...({ rating: 1500, ratingDeviation: 80 } as object),
    });
    clients.push(liar);
    expect(liar.room.roomId).not.toBe(alice.room.roomId);
    await waitUntil(() => players(liar).length === 1, 5_000, 'the state');
    expect(players(liar)[0]).toMatchObject({ username: 'Liar', rating: 2100, ratingDeviation: 80 });
  });

  it("the bot comes at its time, with a strength near the waiting player's rating, labelled as a bot", async () => {
    const strong = await join(2000, 'Strong', 23);
    await waitUntil(() => players(strong).some((p) => p.isBot), BOT_WAIT + 5_000, 'the bot');
    const bot = players(strong).find((p) => p.isBot);
    expect(bot?.username.startsWith('Bot · ')).toBe(true);
    expect(bot?.rating).toBe(2000);
    // The VS intro shows each side's level: the player's as sent, the bot's the same (issue 24).
    expect(players(strong).map((p) => p.level)).toEqual([23, 23]);
    const room = matchMaker.getLocalRoomById(strong.room.roomId) as DuelRoom;
    const seat = (
      room.engine as unknown as { seats: { init: { isBot: boolean; botAccuracy?: number } }[] }
    ).seats.find((s) => s.init.isBot);
    expect(seat?.init.botAccuracy).toBeGreaterThan(BOT_ACCURACY.champions);
  });
});
