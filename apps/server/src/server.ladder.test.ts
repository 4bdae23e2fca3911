import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultRating, rateMatch, seasonAt, type DeviceIdentity } from '@goalguessr/game-core';
import {
  API_PATHS,
  type LeaderboardResponse,
  type MeResponse,
  type ResultPayload,
} from '@goalguessr/protocol';
import type { Database } from './db/database';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer, type RunningServer } from './server';
import { DATABASE_KINDS, freshDatabase } from './testing/databases';
import { DuelClient, collectingLogger, waitUntil } from './testing/duel-client';
import { newIdentity, rowsNaming, seedRating } from './testing/ladder';
import { SkipClock } from './testing/skip-clock';

/** Whether the client's decoded state shows two players seated (an undecoded state has no phase yet). */
function paired(client: DuelClient): boolean {
  return Object.keys(client.state().players ?? {}).length === 2;
}

/** Two people searching at once must meet before the bot; the bot test waits this long for it. */
const BOT_WAIT = 1_500;

describe.each(DATABASE_KINDS)('the ladder through a real server on %s', (kind) => {
  const clock = new SkipClock();
  const crash: { at: string | null } = { at: null };
  let running: RunningServer;
  let db: Database;
  const clients: DuelClient[] = [];
  let addressCounter = 0;
  /** a client address of its own (TEST-NET-2), named by the trusted proxy */
  const freshAddress = (): string => `198.51.100.${++addressCounter}`;

  beforeAll(async () => {
    db = await freshDatabase(kind);
    running = await startServer({
      port: 0,
      database: db,
      clock,
      questions: fakeQuestionSource(),
      timings: { ...TEST_TIMINGS, botWaitMs: BOT_WAIT, reconnectionWindowMs: 4_000 },
      trustedProxies: ['127.0.0.1'],
      // the refusals the API tests provoke are logged; keep them out of the test output
      logger: collectingLogger(),
      ladderFaults: {
        // one crash between two writes of a match's transaction, where a test asks for it
        afterWrite: (step) => {
          if (crash.at !== step) return;
          crash.at = null;
          throw new Error(`injected crash after ${step}`);
        },
      },
    });
  });

  afterEach(async () => {
    crash.at = null;
    await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
  });

  afterAll(async () => {
    await running.close();
    await db.close();
  });

  async function join(
    identity: DeviceIdentity | undefined,
    address: string | undefined,
    extra: Record<string, unknown> = {},
  ): Promise<DuelClient> {
    const client = await DuelClient.join(
      running.url,
      { tournament: 'champions', username: 'Player', ...(identity ? { identity } : {}), ...extra },
      address,
    );
    clients.push(client);
    return client;
  }

  /** Both paired, `winner` answers every card right and `loser` wrong until the match ends: both results. */
  async function play(winner: DuelClient, loser: DuelClient): Promise<[ResultPayload, ResultPayload]> {
    for (let round = 0; round < 5; round++) {
      await waitUntil(
        () =>
          winner.all('match:result').length > 0 ||
          winner.all('match:round_start').some((s) => s.roundIndex === round),
        10_000,
        `round ${round} or the result`,
      );
      if (winner.all('match:result').length > 0) break;
      await waitUntil(
        () => loser.all('match:round_start').some((s) => s.roundIndex === round),
        5_000,
        'loser card',
      );
      winner.answer(round, true);
      loser.answer(round, false);
    }
    return [await winner.nth('match:result', 0, 10_000), await loser.nth('match:result', 0, 10_000)];
  }

  async function api<T>(
    path: string,
    init?: RequestInit,
    address = freshAddress(),
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await fetch(`http://127.0.0.1:${running.port}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': address, ...(init?.headers ?? {}) },
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text === '' ? null : JSON.parse(text)) as T,
      headers: response.headers,
    };
  }

  const me = (identity: DeviceIdentity, tournament = 'champions') =>
    api<MeResponse>(API_PATHS.me, { method: 'POST', body: JSON.stringify({ ...identity, tournament }) });

  it('registers a player id on its first join and refuses it with another secret', async () => {
    const alice = newIdentity();
    const first = await join(alice, freshAddress());
    await first.leave();
    const thief = { playerId: alice.playerId, secret: newIdentity().secret };
    await expect(join(thief, freshAddress())).rejects.toThrow(/identity_invalid/);
    // the rightful device still gets in
    await join(alice, freshAddress());
  });

  it('a join claiming a rating has no effect: pairing and the bot use the rating the server keeps', async () => {
    const strong = newIdentity();
    await (await join(strong, freshAddress())).leave();
    await seedRating(db, strong.playerId, 'champions', { rating: 2100, rd: 80 });
    const liar = await join(strong, freshAddress(), { rating: 100, ratingDeviation: 45 });
    await waitUntil(() => paired(liar), BOT_WAIT + 5_000, 'the bot');
    const players = Object.values(liar.state().players) as unknown as { isBot: boolean; rating: number }[];
    expect(players.map((p) => [p.isBot, p.rating]).sort()).toEqual([
      [false, 2100],
      [true, 2100],
    ]);
  });

  it('a match between two ids updates both ratings once, and each result carries the server rating', async () => {
    const [alice, bobby] = [newIdentity(), newIdentity()];
    const a = await join(alice, freshAddress());
    const b = await join(bobby, freshAddress());
    const [won, lost] = await play(a, b);
    const aliceAfter = rateMatch(defaultRating(), defaultRating(), 'win');
    const bobbyAfter = rateMatch(defaultRating(), defaultRating(), 'lose');
    expect(won.outcome).toBe('win');
    expect(won.ladder).toMatchObject({ counted: true, reason: null, rating: aliceAfter });
    expect(lost.ladder).toMatchObject({ counted: true, reason: null, rating: bobbyAfter });
    expect(won.ladder?.change).toBe(Math.round(aliceAfter.rating) - 1500);
    expect((await me(alice)).body.ratings.champions).toEqual(aliceAfter);
    expect((await me(bobby)).body.ratings.champions).toEqual(bobbyAfter);
    const matches = await db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM matches WHERE player_a IN (?, ?)',
      [alice.playerId, bobby.playerId],
    );
    expect(matches?.n).toBe(1);
  });

  it('a crash between two writes of the finished match still counts it exactly once', async () => {
    const [alice, bobby] = [newIdentity(), newIdentity()];
    const a = await join(alice, freshAddress());
    const b = await join(bobby, freshAddress());
    crash.at = 'rating_b';
    const [won] = await play(a, b);
    expect(crash.at).toBeNull();
    const aliceAfter = rateMatch(defaultRating(), defaultRating(), 'win');
    expect(won.ladder).toMatchObject({ counted: true, rating: aliceAfter });
    const mine = (await me(alice)).body;
    expect(mine.ratings.champions).toEqual(aliceAfter);
    expect(mine.standing?.me).toMatchObject({ wins: 1, losses: 0, draws: 0 });
    expect((await me(bobby)).body.standing?.me).toMatchObject({ wins: 0, losses: 1 });
  });

  it('two joins of one player id (self-pairing) do not count', async () => {
    const alice = newIdentity();
    const first = await join(alice, freshAddress());
    const second = await join(alice, freshAddress());
    const [won, lost] = await play(first, second);
    expect(won.ladder).toMatchObject({ counted: false, reason: 'same_player', change: 0 });
    expect(lost.ladder).toMatchObject({ counted: false, reason: 'same_player' });
    expect((await me(alice)).body.ratings.champions).toBeNull();
  });

  it('two ids from one address do not count', async () => {
    const [alice, bobby] = [newIdentity(), newIdentity()];
    const household = freshAddress();
    const a = await join(alice, household);
    const b = await join(bobby, household);
    const [won] = await play(a, b);
    expect(won.ladder).toMatchObject({ counted: false, reason: 'shared_address' });
    expect((await me(alice)).body.ratings.champions).toBeNull();
    expect((await me(bobby)).body.ratings.champions).toBeNull();
  });

  it('a bot match counts at the bot’s stated strength; a guest’s match counts for nobody', async () => {
    const alice = newIdentity();
    const a = await join(alice, freshAddress());
    await waitUntil(() => paired(a), BOT_WAIT + 5_000, 'the bot');
    a.send('match:leave', {});
    await waitUntil(() => a.leftWithCode !== null, 5_000, 'left');
    // the leaver gets no result message; the ladder still counts the forfeit
    const expected = rateMatch(defaultRating(), { rating: 1500, rd: 110 }, 'lose');
    await expect
      .poll(async () => (await me(alice)).body.ratings.champions, { timeout: 5_000 })
      .toEqual(expected);

    const guest = await join(undefined, freshAddress());
    const other = await join(newIdentity(), freshAddress());
    const [won] = await play(other, guest);
    expect(won.ladder).toMatchObject({ counted: false, reason: 'guest', rating: defaultRating() });
  });

  it('puts the winner on this season’s board with the server rating, and rolls it over on Monday 00:00 UTC', async () => {
    const [winner, loser] = [newIdentity(), newIdentity()];
    const a = await join(winner, freshAddress(), { username: 'Winner' });
    const b = await join(loser, freshAddress(), { username: 'Loser' });
    const [won] = await play(a, b);
    clock.skip(60_000); // past the server's cache of the board
    const board = (await api<LeaderboardResponse>(`${API_PATHS.leaderboard}/champions`)).body;
    expect(board.season.id).toBe(seasonAt(clock.wallNow()).id);
    const row = board.top.find((entry) => entry.name === 'Winner');
    expect(row).toMatchObject({ rating: Math.round(won.ladder?.rating?.rating ?? 0), wins: 1, losses: 0 });
    const mine = (await me(winner)).body;
    expect(mine.standing?.me.rank).toBe(row?.rank);
    expect(mine.standing?.around.some((entry) => entry.name === 'Loser')).toBe(true);

    // next Monday 00:00 UTC: the new season's board is empty, last season's top 3 is kept
    const nextMonday = seasonAt(clock.wallNow()).endsAtMs;
    clock.jumpWall(nextMonday - clock.wallNow());
    clock.skip(60_000);
    const monday = (await api<LeaderboardResponse>(`${API_PATHS.leaderboard}/champions`)).body;
    expect(monday.season.id).toBe(seasonAt(nextMonday).id);
    expect(monday.top).toEqual([]);
    expect(monday.previousSeason.top3.length).toBeGreaterThan(0);
    expect((await me(winner)).body.standing).toBeNull();
    // the rating itself is kept across seasons
    expect((await me(winner)).body.ratings.champions).toEqual(won.ladder?.rating);
  });

  it('keeps the head-to-head of friends played by code', async () => {
    const [alice, bobby] = [newIdentity(), newIdentity()];
    const host = await DuelClient.hostFriendDuel(
      running.url,
      { tournament: 'champions', username: 'Alice', identity: alice },
      freshAddress(),
    );
    clients.push(host);
    const { code } = await host.nth('friend:code', 0);
    const guest = await DuelClient.joinById(
      running.url,
      host.room.roomId,
      { tournament: 'champions', username: 'Bobby', identity: bobby, friendCode: code },
      freshAddress(),
    );
    clients.push(guest);
    await play(guest, host);
    expect((await me(alice)).body.headToHead).toEqual([
      expect.objectContaining({ name: 'Bobby', wins: 0, draws: 0, losses: 1 }),
    ]);
    expect((await me(bobby)).body.headToHead).toEqual([expect.objectContaining({ name: 'Alice', wins: 1 })]);
  });

  it('deletes every row about a player with their secret, and only then', async () => {
    const [alice, bobby] = [newIdentity(), newIdentity()];
    const a = await join(alice, freshAddress());
    const b = await join(bobby, freshAddress());
    await play(a, b);
    expect(await rowsNaming(db, alice.playerId)).toBeGreaterThan(0);
    const wrong = await api(API_PATHS.deleteMe, {
      method: 'POST',
      body: JSON.stringify({ playerId: alice.playerId, secret: bobby.secret }),
    });
    expect(wrong.status).toBe(401);
    const deleted = await api(API_PATHS.deleteMe, { method: 'POST', body: JSON.stringify(alice) });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await rowsNaming(db, alice.playerId)).toBe(0);
    expect((await me(alice)).status).toBe(404);
    expect((await api(API_PATHS.deleteMe, { method: 'POST', body: JSON.stringify(alice) })).status).toBe(404);
  });

  it('holds the API to its limits: cached top 100, 304, methods, sizes, bad input, the per-address allowance', async () => {
    const path = `${API_PATHS.leaderboard}/champions`;
    const first = await api<LeaderboardResponse>(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=(30|[12]?\d)$/);
    const etag = first.headers.get('etag') ?? '';
    expect((await api(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // a new result within the cache window: the same answer (one query serves the crowd) until it expires
    const a = await join(newIdentity(), freshAddress(), { username: 'Newcomer' });
    const b = await join(newIdentity(), freshAddress());
    await play(a, b);
    expect((await api<LeaderboardResponse>(path)).body.top).toEqual(first.body.top);
    clock.skip(31_000);
    expect((await api<LeaderboardResponse>(path)).body.top.some((e) => e.name === 'Newcomer')).toBe(true);

    expect((await api(`${API_PATHS.leaderboard}/world_cup`)).status).toBe(404);
    expect((await api(API_PATHS.me)).body).toEqual({ error: 'method_not_allowed' });
    expect((await api(API_PATHS.me, { method: 'POST', body: '{"playerId":' })).body).toEqual({
      error: 'invalid_request',
    });
    const big = await api(API_PATHS.me, { method: 'POST', body: 'x'.repeat(4_096) });
    expect(big).toMatchObject({ status: 413, body: { error: 'body_too_large' } });
    const stranger = await api(API_PATHS.me, {
      method: 'POST',
      body: JSON.stringify({ ...newIdentity(), tournament: 'champions' }),
    });
    expect(stranger).toMatchObject({ status: 404, body: { error: 'unknown_player' } });

    // one address: its burst, then 429 with Retry-After; another address is unharmed
    const flooder = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await api(path, undefined, flooder)).status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    const refused = await api(path, undefined, flooder);
    expect(refused.body).toEqual({ error: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await api(path)).status).toBe(200);
  });
});
