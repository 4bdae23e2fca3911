import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRating, rateMatch } from '@goalguessr/game-core';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { freePort, spawnRedis, spawnServer, type Spawned } from './testing/child-process';
import { freshPostgresUrl } from './testing/databases';
import { DuelClient, waitUntil } from './testing/duel-client';
import { newIdentity, playerWithRating } from './testing/ladder';

const processes: Spawned[] = [];
const clients: DuelClient[] = [];
let redisDir = '';
const serverPorts: number[] = [];
/** the ladder's PostgreSQL, shared by both processes (and read here) */
let db: Database;

beforeAll(async () => {
  const databaseUrl = await freshPostgresUrl();
  db = (await openDatabase({ url: databaseUrl })).db;
  redisDir = mkdtempSync(join(tmpdir(), 'goalguessr-redis-'));
  const redisPort = await freePort();
  // No skip: without redis-server this throws and the test fails with the reason (CI installs it).
  processes.push(await spawnRedis(redisPort, redisDir));
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    serverPorts.push(port);
    processes.push(
      await spawnServer({
        PORT: String(port),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        PUBLIC_ADDRESS: `127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        // players name their own addresses (X-Forwarded-For), as behind a proxy
        TRUSTED_PROXIES: '127.0.0.1',
        BOT_WAIT_MS: '60000',
        // the burst below comes from one address: 20 simultaneous joins per process
        JOIN_BURST_PER_ADDRESS: '200',
        JOINS_PER_SECOND_PER_ADDRESS: '200',
        MAX_CONNECTIONS_PER_ADDRESS: '200',
        DUEL_TIMINGS: JSON.stringify({
          connectingMs: 20,
          verifyingMs: 20,
          prepareMs: 20,
          revealMs: 20,
          roundDurationMs: 5_000,
        }),
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
  for (const spawned of processes.splice(0).reverse()) spawned.kill();
  if (redisDir !== '') rmSync(redisDir, { recursive: true, force: true });
  await db?.close();
});

describe('several server processes sharing Redis', () => {
  it('pairs two clients connected to different processes into one match, plays it to the end and rates it once in the shared database', async () => {
    const [portA, portB] = serverPorts;
    const [one, two] = [newIdentity(), newIdentity()];
    const a = await DuelClient.join(
      `ws://127.0.0.1:${portA}`,
      { tournament: 'champions', username: 'OnOne', identity: one },
      '198.51.100.1',
    );
    clients.push(a);
    const b = await DuelClient.join(
      `ws://127.0.0.1:${portB}`,
      { tournament: 'champions', username: 'OnTwo', identity: two },
      '198.51.100.2',
    );
    clients.push(b);
    expect(b.room.roomId).toBe(a.room.roomId);

    for (let round = 0; round < 5; round++) {
      const [startA, startB] = await Promise.all([
        Promise.race([a.nth('match:round_start', round, 10_000), a.nth('match:result', 0, 10_000)]),
        Promise.race([b.nth('match:round_start', round, 10_000), b.nth('match:result', 0, 10_000)]),
      ]);
      if ('outcome' in startA || 'outcome' in startB) break;
      expect(startB.options).toEqual(startA.options);
      // A always picks the first option, B the last: the outcome depends on the generated questions
      a.send('match:answer', { roundIndex: round, optionToken: startA.options[0]?.token });
      b.send('match:answer', { roundIndex: round, optionToken: startB.options[3]?.token });
      await Promise.all([a.nth('match:round_end', round), b.nth('match:round_end', round)]);
    }
    const [resultA, resultB] = await Promise.all([a.nth('match:result', 0), b.nth('match:result', 0)]);
    expect(resultA.me.username).toBe('OnOne');
    expect(resultA.opponent.username).toBe('OnTwo');
    expect(resultA.opponent.isBot).toBe(false);
    expect(resultB.me.correctCount).toBe(resultA.opponent.correctCount);
    const mirrored = { win: 'lose', lose: 'win', draw: 'draw' } as const;
    expect(resultB.outcome).toBe(mirrored[resultA.outcome]);
    expect(resultA.rounds.length).toBeGreaterThanOrEqual(3);
    // the ladder: counted once, in the database both processes share, and each result says so
    expect(resultA.ladder?.counted).toBe(true);
    const expected = rateMatch(defaultRating(), defaultRating(), resultA.outcome);
    expect(resultA.ladder?.rating).toEqual(expected);
    const stored = await db.all<{ player_id: string; rating: number; matches: number }>(
      'SELECT player_id, rating, matches FROM ratings WHERE player_id IN (?, ?)',
      [one.playerId, two.playerId],
    );
    expect(stored.map((row) => row.matches)).toEqual([1, 1]);
    expect(stored.find((row) => row.player_id === one.playerId)?.rating).toBe(expected.rating);
    expect(resultB.ladder?.rating?.rating).toBe(stored.find((row) => row.player_id === two.playerId)?.rating);
  }, 45_000);

  it('pairs by rating across processes: a close rating on the other process before a far one (issue 17)', async () => {
    const [portA, portB] = serverPorts;
    const join = async (port: number | undefined, username: string, rating: number) => {
      const identity = await playerWithRating(db, 'legendary', { rating, rd: 90 });
      const client = await DuelClient.join(`ws://127.0.0.1:${port}`, {
        tournament: 'legendary',
        username,
        identity,
      });
      clients.push(client);
      return client;
    };
    const first = await join(portA, 'Anchor', 1500);
    // 600 away, on the other process: no window allows it for many seconds here (bots come after 60 s).
    const far = await join(portB, 'Faraway', 2100);
    expect(far.room.roomId).not.toBe(first.room.roomId);
    const close = await join(portB, 'Closer', 1560);
    expect(close.room.roomId).toBe(first.room.roomId);
  }, 30_000);

  it('play a friend across processes: a code made on one process is found and joined from the other (issue 17)', async () => {
    const [portA, portB] = serverPorts;
    const host = await DuelClient.hostFriendDuel(`ws://127.0.0.1:${portA}`, {
      tournament: 'rookie',
      username: 'HostOnA',
    });
    clients.push(host);
    const { code } = await host.nth('friend:code', 0);
    const lookup = async (typed: string) => {
      const response = await fetch(`http://127.0.0.1:${portB}/api/friend/${typed}`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const found = await lookup(code);
    expect(found).toMatchObject({
      status: 200,
      body: { roomId: host.room.roomId, tournament: 'rookie', hostName: 'HostOnA' },
    });
    const friend = await DuelClient.joinById(`ws://127.0.0.1:${portB}`, host.room.roomId, {
      tournament: 'rookie',
      username: 'PalOnTwo',
      friendCode: code,
    });
    clients.push(friend);
    await host.nth('match:round_start', 0, 10_000);
    const names = Object.values(friend.state().players).map((p) => p.username);
    expect(names.sort()).toEqual(['HostOnA', 'PalOnTwo']);
    // the code is used up everywhere: process B says so too
    await expect.poll(async () => (await lookup(code)).status, { timeout: 5_000 }).toBe(409);

    // a host on B cancels: process A sees the cancellation through Redis
    const other = await DuelClient.hostFriendDuel(`ws://127.0.0.1:${portB}`, {
      tournament: 'rookie',
      username: 'Quitter',
    });
    const otherCode = (await other.nth('friend:code', 0)).code;
    await other.leave();
    const response = async () => (await fetch(`http://127.0.0.1:${portA}/api/friend/${otherCode}`)).json();
    await expect.poll(response, { timeout: 5_000 }).toEqual({ error: 'friend_code_cancelled' });
  }, 30_000);

  it('pairs 40 players joining at the same moment across both processes, every one with a person, no join error (issue 15)', async () => {
    const [portA, portB] = serverPorts;
    const count = 40;
    const joinMs: number[] = [];
    // half on each process; a quarter with ratings (all within ±100 of one another), the rest with none (1500),
    // so most rooms are equally good for most joiners: the case where they all used to pick the same room
    const rated = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        i % 4 === 3
          ? playerWithRating(db, 'rookie', { rating: 1450 + 2 * i, rd: 90 })
          : Promise.resolve(undefined),
      ),
    );
    const settled = await Promise.allSettled(
      Array.from({ length: count }, async (_, i) => {
        const startedAt = performance.now();
        const identity = rated[i];
        const client = await DuelClient.join(`ws://127.0.0.1:${i % 2 === 0 ? portA : portB}`, {
          tournament: 'rookie',
          username: `Burst${i}`,
          ...(identity !== undefined ? { identity } : {}),
        });
        joinMs.push(performance.now() - startedAt);
        clients.push(client);
        return client;
      }),
    );
    const errors = settled.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(errors).toEqual([]);
    const joined = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    // bots come after 60 s here: leaving `searching` means a person sat down opposite
    // (a state not decoded yet has no phase at all)
    const paired = (c: DuelClient) => {
      const { phase } = c.state() as { phase?: string };
      return typeof phase === 'string' && phase !== '' && phase !== 'searching';
    };
    await waitUntil(() => joined.every(paired), 20_000, 'every player paired');
    const perRoom = new Map<string, string[]>();
    for (const client of joined) {
      perRoom.set(client.room.roomId, [...(perRoom.get(client.room.roomId) ?? []), client.sessionId]);
    }
    expect(perRoom.size).toBe(count / 2);
    expect([...perRoom.values()].map((ids) => ids.length)).toEqual(
      Array.from({ length: count / 2 }, () => 2),
    );
    for (const client of joined) {
      const seated = Object.values(client.state().players);
      expect(seated.map((p) => p.isBot)).toEqual([false, false]);
    }
    joinMs.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round(joinMs[Math.min(joinMs.length - 1, Math.floor(p * joinMs.length))] ?? 0);
    console.info(
      `40 simultaneous joins over 2 processes: join p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
    );
  }, 60_000);
});
