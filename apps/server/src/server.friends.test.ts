import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FRIEND_CODE_ALPHABET,
  FRIEND_CODE_LENGTH,
  FRIEND_CODE_TTL_MS,
  REMATCH_WINDOW_MS,
} from '@goalguessr/game-core';
import type { FriendCodePayload, RematchStatusPayload } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer, type RunningServer } from './server';
import { DuelClient, sleep, waitUntil } from './testing/duel-client';
import { SkipClock } from './testing/skip-clock';

const LOOKUPS = 10;
/** production's code life and rematch window: the tests skip the server's clock ahead instead of waiting */
const CODE_TTL = FRIEND_CODE_TTL_MS;
const REMATCH_WINDOW = REMATCH_WINDOW_MS;
const clock = new SkipClock();
/** one server per process (Colyseus' matchmaker is global) */
let running: RunningServer;
const clients: DuelClient[] = [];
let nextAddress = 1;

beforeAll(async () => {
  const common = {
    port: 0,
    questions: fakeQuestionSource(),
    // a finished room stays open this long (20 s in production): long enough for a loaded machine to answer
    timings: { ...TEST_TIMINGS, reconnectionWindowMs: 6_000 },
    // lookups name their client address in X-Forwarded-For, so every test has an allowance of its own
    trustedProxies: ['127.0.0.1'],
  };
  running = await startServer({
    ...common,
    clock,
    friends: {
      codeTtlMs: CODE_TTL,
      rematchWindowMs: REMATCH_WINDOW,
      rematchJoinMs: 30_000,
      lookupsPerWindow: LOOKUPS,
    },
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
});

afterAll(async () => {
  await running.close();
});

/** A client address of its own (TEST-NET-3), so rate limits of one test never touch another. */
function freshAddress(): string {
  nextAddress += 1;
  return `203.0.113.${nextAddress}`;
}

async function lookup(
  server: RunningServer,
  code: string,
  address: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/friend/${encodeURIComponent(code)}`, {
    headers: { 'x-forwarded-for': address },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function host(
  server: RunningServer,
  username = 'Host',
): Promise<{ host: DuelClient; code: FriendCodePayload }> {
  const created = await DuelClient.hostFriendDuel(server.url, { tournament: 'champions', username });
  clients.push(created);
  return { host: created, code: await created.nth('friend:code', 0) };
}

async function joinWithCode(server: RunningServer, code: string, username = 'Friend'): Promise<DuelClient> {
  const found = await lookup(server, code, freshAddress());
  expect(found.status).toBe(200);
  const friend = await DuelClient.joinById(server.url, String(found.body.roomId), {
    tournament: found.body.tournament as 'champions',
    username,
    friendCode: code,
  });
  clients.push(friend);
  return friend;
}

/** Plays a match to its result: `a` answers right, `b` wrong, so `a` wins (early, once it cannot be caught). */
async function playToEnd(a: DuelClient, b: DuelClient, nth = 0): Promise<void> {
  const before = a.all('match:round_start').length;
  for (let round = 0; round < 5; round++) {
    const started = await Promise.race([
      a.nth('match:round_start', before + round, 8_000).then(() => 'round' as const),
      a.nth('match:result', nth, 8_000).then(() => 'over' as const),
    ]);
    if (started === 'over') break;
    await b.nth('match:round_start', before + round, 8_000);
    a.answer(round, true);
    b.answer(round, false);
    await a.nth('match:round_end', before + round, 8_000);
  }
  const result = await a.nth('match:result', nth, 8_000);
  expect(result.outcome).toBe('win');
  expect(result.opponent.isBot).toBe(false);
  await b.nth('match:result', nth, 8_000);
}

type DuelClientPlayers = ReturnType<DuelClient['state']>['players'];

function players(client: DuelClient): { isBot: boolean; username: string }[] {
  // (before the first state patch a client has no players yet)
  return Object.values((client.state().players as DuelClientPlayers | undefined) ?? {});
}

describe('play a friend: private duels by code', () => {
  it('gives the host a code of 8 unambiguous symbols, no bot and no stranger ever comes, the friend joins with it', async () => {
    const { host: alice, code } = await host(running, 'Alice');
    expect(code.code).toMatch(new RegExp(`^[${FRIEND_CODE_ALPHABET}]{${FRIEND_CODE_LENGTH}}$`));
    expect(code.tournament).toBe('champions');
    expect(code.expiresAtMs).toBeGreaterThan(code.serverNowMs);
    // a stranger pressing Play in the same tournament gets a room of their own (and then a bot), never this one
    const stranger = await DuelClient.join(running.url, { tournament: 'champions', username: 'Stranger' });
    clients.push(stranger);
    expect(stranger.room.roomId).not.toBe(alice.room.roomId);
    // the bot comes after 300 ms in a public room (skipped at once here): the private one stays with its host alone
    clock.skip(TEST_TIMINGS.botWaitMs * 3);
    await waitUntil(() => players(stranger).some((p) => p.isBot), 5_000, "the stranger's bot");
    expect(players(alice)).toHaveLength(1);
    expect(alice.state().phase).toBe('searching');
    expect(players(stranger).some((p) => p.isBot)).toBe(true);

    const bob = await joinWithCode(running, code.code, 'Bobby');
    expect(bob.room.roomId).toBe(alice.room.roomId);
    await playToEnd(alice, bob);
    expect(
      players(bob)
        .map((p) => p.username)
        .sort(),
    ).toEqual(['Alice', 'Bobby']);
    // the code is used up: a third person is told the duel started
    expect(await lookup(running, code.code, freshAddress())).toEqual({
      status: 409,
      body: { error: 'friend_duel_started' },
    });
  }, 30_000);

  it('reads a typed code with a dash and lower case, and tells a wrong code from a malformed one', async () => {
    const { code } = await host(running);
    const typed = `${code.code.slice(0, 4)}-${code.code.slice(4)}`.toLowerCase();
    const address = freshAddress();
    const found = await lookup(running, typed, address);
    expect(found.status).toBe(200);
    expect(found.body.tournament).toBe('champions');
    const wrong = code.code.startsWith('2') ? `3${code.code.slice(1)}` : `2${code.code.slice(1)}`;
    expect(await lookup(running, wrong, address)).toEqual({
      status: 404,
      body: { error: 'friend_code_invalid' },
    });
    expect(await lookup(running, 'OOOO1111', address)).toEqual({
      status: 400,
      body: { error: 'friend_code_invalid' },
    });
    expect(await lookup(running, 'x'.repeat(500), address)).toEqual({
      status: 400,
      body: { error: 'friend_code_invalid' },
    });
  });

  it('the look-up names the host (the join screen\'s "Kaka22 invited you"), never a name the profanity filter refuses', async () => {
    const { code } = await host(running, 'Kaka22');
    const found = await lookup(running, code.code, freshAddress());
    expect(found).toMatchObject({ status: 200, body: { tournament: 'champions', hostName: 'Kaka22' } });
    const rude = await host(running, 'FuckYou');
    const hidden = await lookup(running, rude.code.code, freshAddress());
    expect(hidden.status).toBe(200);
    expect(hidden.body.roomId).toBe(rude.host.room.roomId);
    expect(hidden.body).not.toHaveProperty('hostName');
  });

  it('refuses a join by room id without the code, with a wrong code, or for another tournament', async () => {
    const { host: alice, code } = await host(running);
    const roomId = alice.room.roomId;
    const other = code.code.startsWith('2') ? `3${code.code.slice(1)}` : `2${code.code.slice(1)}`;
    await expect(DuelClient.joinById(running.url, roomId, { tournament: 'champions' })).rejects.toThrow(
      'friend_code_invalid',
    );
    await expect(
      DuelClient.joinById(running.url, roomId, { tournament: 'champions', friendCode: other }),
    ).rejects.toThrow('friend_code_invalid');
    await expect(
      DuelClient.joinById(running.url, roomId, { tournament: 'rookie', friendCode: code.code }),
    ).rejects.toThrow('friend_wrong_tournament');
    expect(players(alice)).toHaveLength(1);
  });

  it('the host cancels: the code then says cancelled and no one can join', async () => {
    const { host: alice, code } = await host(running);
    const roomId = alice.room.roomId;
    await alice.leave();
    const address = freshAddress();
    await expect
      .poll(async () => (await lookup(running, code.code, address)).body.error, { timeout: 5_000 })
      .toBe('friend_code_cancelled');
    await expect(
      DuelClient.joinById(running.url, roomId, { tournament: 'champions', friendCode: code.code }),
    ).rejects.toThrow();
  });

  it('an unused code expires: the host gets match:void (friend_expired, refund) and the code says expired', async () => {
    const { host: alice, code } = await host(running);
    expect(code.expiresAtMs - code.serverNowMs).toBeLessThanOrEqual(CODE_TTL);
    expect(await lookup(running, code.code, freshAddress())).toMatchObject({ status: 200 });
    clock.skip(CODE_TTL - 2_000);
    expect(await lookup(running, code.code, freshAddress())).toMatchObject({ status: 200 });
    expect(alice.all('match:void')).toEqual([]);
    clock.skip(2_000);
    expect((await alice.nth('match:void', 0)).reason).toBe('friend_expired');
    expect(await alice.left()).toBe(4000);
    expect(await lookup(running, code.code, freshAddress())).toEqual({
      status: 410,
      body: { error: 'friend_code_expired' },
    });
  });

  it('limits code look-ups per address: the 11th within the window is 429, another address is unharmed', async () => {
    const guesser = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUPS + 5; i++) {
      statuses.push(
        (
          await lookup(
            running,
            `ABCD${String(2000 + i)
              .slice(-4)
              .replace(/[01]/g, '2')}`,
            guesser,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, LOOKUPS).every((s) => s === 404 || s === 200)).toBe(true);
    expect(statuses.slice(LOOKUPS)).toEqual(Array(5).fill(429));
    // even a right code is refused to the guesser now, while a friend from elsewhere gets in
    const { code } = await host(running);
    expect((await lookup(running, code.code, guesser)).body).toEqual({ error: 'rate_limited' });
    expect((await lookup(running, code.code, freshAddress())).status).toBe(200);
  });
});

describe('rematch', () => {
  async function finishedPair(): Promise<[DuelClient, DuelClient]> {
    const { host: a, code } = await host(running, 'Annie');
    const b = await joinWithCode(running, code.code, 'Benny');
    await playToEnd(a, b);
    return [a, b];
  }

  it('both accept inside the window: both get the same new private duel, join it and play again', async () => {
    const [a, b] = await finishedPair();
    a.send('match:rematch', { accept: true });
    const pending = await b.nth('match:rematch_status', 0);
    expect(pending).toMatchObject({ status: 'pending', acceptedBy: [a.sessionId] });
    b.send('match:rematch', { accept: true });
    const readyA: RematchStatusPayload = await a.nth('match:rematch_status', 1);
    const readyB: RematchStatusPayload = await b.nth('match:rematch_status', 1);
    expect(readyA.status).toBe('ready');
    expect(readyB).toEqual(readyA);
    if (readyA.status !== 'ready') throw new Error('not ready');
    expect(readyA.roomId).not.toBe(a.room.roomId);
    await a.leave();
    await b.leave();
    const again = await Promise.all(
      [a, b].map((_, i) =>
        DuelClient.joinById(running.url, readyA.roomId, {
          tournament: readyA.tournament,
          username: i === 0 ? 'Annie' : 'Benny',
          friendCode: readyA.code,
        }),
      ),
    );
    clients.push(...again);
    const [a2, b2] = again as [DuelClient, DuelClient];
    await playToEnd(a2, b2);
  }, 40_000);

  it('one declines: both hear it, and the offer cannot be taken up afterwards', async () => {
    const [a, b] = await finishedPair();
    a.send('match:rematch', { accept: true });
    await b.nth('match:rematch_status', 0);
    b.send('match:rematch', { accept: false });
    expect(await a.nth('match:rematch_status', 1)).toEqual({ status: 'ended', reason: 'declined' });
    expect(await b.nth('match:rematch_status', 1)).toEqual({ status: 'ended', reason: 'declined' });
    a.send('match:rematch', { accept: true });
    expect(await a.nth('match:error', 0)).toEqual({ code: 'rematch_unavailable', type: 'match:rematch' });
  }, 30_000);

  it('lapses when the other does not answer within the window, and ends when a player leaves', async () => {
    const [a, b] = await finishedPair();
    a.send('match:rematch', { accept: true });
    const pending = await a.nth('match:rematch_status', 0);
    if (pending.status !== 'pending') throw new Error(`not pending: ${pending.status}`);
    expect(pending.expiresAtMs - pending.serverNowMs).toBe(REMATCH_WINDOW);
    clock.skip(REMATCH_WINDOW - 1_000);
    await sleep(100);
    expect(a.all('match:rematch_status')).toHaveLength(1);
    clock.skip(1_000);
    expect(await a.nth('match:rematch_status', 1)).toEqual({ status: 'ended', reason: 'lapsed' });
    expect(await b.nth('match:rematch_status', 1)).toEqual({ status: 'ended', reason: 'lapsed' });

    const [c, d] = await finishedPair();
    await d.leave();
    expect(await c.nth('match:rematch_status', 0)).toEqual({ status: 'ended', reason: 'left' });
  }, 40_000);

  it('is not offered after a bot match or before the end, and refuses a malformed answer', async () => {
    const solo = await DuelClient.join(running.url, { tournament: 'rookie', username: 'Solo' });
    clients.push(solo);
    solo.send('match:rematch', { accept: true });
    expect(await solo.nth('match:error', 0)).toEqual({ code: 'rematch_unavailable', type: 'match:rematch' });
    solo.send('match:rematch', { accept: 'yes' });
    expect(await solo.nth('match:error', 1)).toEqual({ code: 'invalid_message', type: 'match:rematch' });
  });
});
