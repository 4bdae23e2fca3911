import { LocalPresence, type IRoomCache, type MatchMakerDriver } from '@colyseus/core';
import { QueuedExpiryPresence } from './local-presence';
import { BOT_WAIT_MS } from '@goalguessr/game-core';
import { DUEL_ROOM_NAME } from '@goalguessr/protocol';
import { describe, expect, it } from 'vitest';
import { IndexedLocalDriver } from './indexed-local-driver';
import {
  JOIN_TICKET_FIELD,
  pairingWaitScale,
  pickRoomForRating,
  rankRoomsForRating,
  ratingAwareDriver,
} from './rating-driver';

const T0 = 1_700_000_000_000;

function room(roomId: string, rating: number | undefined, createdAtMs: number): IRoomCache {
  return {
    name: 'duel',
    roomId,
    processId: 'p',
    clients: 1,
    maxClients: 2,
    createdAt: new Date(createdAtMs),
    metadata: rating === undefined ? { tournament: 'rookie' } : { tournament: 'rookie', rating },
  };
}

describe('pickRoomForRating', () => {
  it('takes the closest acceptable rating, then the longest waiter', () => {
    const rooms = [room('far', 1580, T0), room('near-new', 1510, T0 + 500), room('near-old', 1490, T0 + 100)];
    expect(pickRoomForRating(rooms, 1500, T0 + 600)?.roomId).toBe('near-old');
    expect(pickRoomForRating([rooms[0] as IRoomCache], 1500, T0 + 600)?.roomId).toBe('far');
  });

  it("widens with the waiter's wait: ±100, ±200 from 2 s, ±400 from 4 s, anyone from 6 s (before the bot at 8 s)", () => {
    const waiting = [room('w', 1500, T0)];
    const at = (rating: number, waitedMs: number) =>
      pickRoomForRating(waiting, rating, T0 + waitedMs)?.roomId;
    expect(at(1600, 0)).toBe('w');
    expect(at(1650, 1_999)).toBeUndefined();
    expect(at(1650, 2_000)).toBe('w');
    expect(at(1850, 3_999)).toBeUndefined();
    expect(at(1850, 4_000)).toBe('w');
    expect(at(3400, 5_999)).toBeUndefined();
    expect(at(3400, 6_000)).toBe('w');
    expect(6_000).toBeLessThan(BOT_WAIT_MS);
  });

  it('a listing without a rating counts as 1500; an unreadable creation time as just created', () => {
    expect(pickRoomForRating([room('old-client', undefined, T0)], 1550, T0)?.roomId).toBe('old-client');
    const broken = { ...room('b', 1500, T0), createdAt: new Date(Number.NaN) };
    expect(pickRoomForRating([broken], 1650, T0 + 10_000)).toBeUndefined();
  });

  it('scales the waits to a shorter bot wait, and keeps production waits when bots are off', () => {
    expect(pairingWaitScale(BOT_WAIT_MS)).toBe(1);
    expect(pairingWaitScale(Number.POSITIVE_INFINITY)).toBe(1);
    expect(pairingWaitScale(2_000)).toBe(BOT_WAIT_MS / 2_000);
    const waiting = [room('w', 1500, T0)];
    expect(pickRoomForRating(waiting, 3400, T0 + 1_500, pairingWaitScale(2_000))?.roomId).toBe('w');
    expect(pickRoomForRating(waiting, 3400, T0 + 1_400, pairingWaitScale(2_000))).toBeUndefined();
  });
});

describe('rankRoomsForRating', () => {
  const rooms = [
    room('a', 1500, T0),
    room('b', 1500, T0 + 100),
    room('c', 1500, T0 + 200),
    room('far', 1560, T0),
    room('d', 1500, T0 + 300),
  ];

  it('without randomness: closest rating first, then the longest waiter (the pick is its head)', () => {
    expect(rankRoomsForRating(rooms, 1500, T0 + 400).map((r) => r.roomId)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'far',
    ]);
    expect(pickRoomForRating(rooms, 1500, T0 + 400)?.roomId).toBe('a');
  });

  it('with randomness: the equally close rooms come in a random order, the rest after them in order', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const ranked = rankRoomsForRating(rooms, 1500, T0 + 400, 1, seeded(seed)).map((r) => r.roomId);
      expect(ranked.slice(0, 4).sort()).toEqual(['a', 'b', 'c', 'd']);
      expect(ranked[4]).toBe('far');
      orders.add(ranked.join());
    }
    // spread: each of the four comes first for some seeds
    expect(new Set([...orders].map((order) => order[0])).size).toBe(4);
    // and the same random sequence gives the same order
    expect(rankRoomsForRating(rooms, 1500, T0 + 400, 1, seeded(7))).toEqual(
      rankRoomsForRating(rooms, 1500, T0 + 400, 1, seeded(7)),
    );
  });

  it('leaves out rooms the pairing window refuses', () => {
    expect(rankRoomsForRating([room('w', 1500, T0)], 1700, T0 + 10, 1, seeded(1))).toEqual([]);
  });
});

/** A small deterministic random sequence (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// production's in-memory presence and Colyseus' own: pairing must not tell them apart
describe.each([
  ['QueuedExpiryPresence', () => new QueuedExpiryPresence()],
  ['LocalPresence', () => new LocalPresence()],
])('ratingAwareDriver: seat claims and pairing turns (%s, in-memory listings)', (_name, newPresence) => {
  function listing(
    roomId: string,
    { clients = 1, ticket, rating }: { clients?: number; ticket?: string; rating?: number } = {},
  ): IRoomCache {
    return {
      name: DUEL_ROOM_NAME,
      roomId,
      processId: 'p',
      clients,
      maxClients: 2,
      locked: false,
      private: false,
      unlisted: false,
      createdAt: new Date(),
      metadata: {
        tournament: 'rookie',
        ...(rating !== undefined ? { rating } : {}),
        ...(ticket !== undefined ? { [JOIN_TICKET_FIELD]: ticket } : {}),
      },
    };
  }
  function joinQuery(ticket: string, rating?: number): Partial<IRoomCache> {
    return {
      locked: false,
      name: DUEL_ROOM_NAME,
      private: false,
      tournament: 'rookie',
      [JOIN_TICKET_FIELD]: ticket,
      ...(rating !== undefined ? { rating } : {}),
    } as Partial<IRoomCache>;
  }
  function setup(handoffWaitMs = 2_000): MatchMakerDriver {
    const presence = newPresence();
    return ratingAwareDriver(new IndexedLocalDriver('tournament'), {
      presence: () => presence,
      random: seeded(3),
      handoffWaitMs,
      handoffPollMs: 5,
    });
  }
  const idOf = (room: IRoomCache | undefined) => room?.roomId;

  it('simultaneous joiners never get the same room: one claim per waiting room, the others go on', async () => {
    const driver = setup(0);
    for (const id of ['w1', 'w2', 'w3']) await driver.insert?.(listing(id));
    // not offered: a room whose creator has no seat yet, and a full one
    await driver.insert?.(listing('empty', { clients: 0 }));
    await driver.insert?.(listing('full', { clients: 2 }));
    const found = await Promise.all(
      Array.from({ length: 8 }, (_, i) => driver.findOne(joinQuery(`t${i}`)).then(idOf)),
    );
    const taken = found.filter((id) => id !== undefined);
    expect(taken.sort()).toEqual(['w1', 'w2', 'w3']);
    expect(found.filter((id) => id === undefined)).toHaveLength(5);
  });

  it('two joiners who find nothing pair up: the odd turn opens a room, the even one waits for it and takes it', async () => {
    const driver = setup();
    expect(await driver.findOne(joinQuery('opener'))).toBeUndefined();
    // Colyseus asks again inside its creation lock: the opener keeps to opening (and takes no second turn)
    expect(await driver.findOne(joinQuery('opener'))).toBeUndefined();
    let settled = false;
    const waiter = driver.findOne(joinQuery('waiter')).then((room) => {
      settled = true;
      return room;
    });
    await sleep(30);
    expect(settled).toBe(false);
    // the opener's room appears (its listing names the opener's ticket), first without its creator's seat
    const opened = listing('opened', { clients: 0, ticket: 'opener' });
    await driver.insert?.(opened);
    await sleep(30);
    expect(settled).toBe(false);
    await driver.update(opened, { $inc: { clients: 1 } });
    expect(idOf(await waiter)).toBe('opened');
  });

  it("a waiter whose partner's room went to someone else takes a new turn, and opens a room on an odd one", async () => {
    const driver = setup();
    expect(await driver.findOne(joinQuery('opener'))).toBeUndefined();
    await driver.findOne(joinQuery('opener'));
    await driver.insert?.(listing('opened', { ticket: 'opener' }));
    // someone arriving now claims it at once
    expect(idOf(await driver.findOne(joinQuery('passer-by')))).toBe('opened');
    // the next one finds nothing, takes turn 2, sees its partner's room taken, takes turn 3: opens
    const started = Date.now();
    expect(await driver.findOne(joinQuery('late'))).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_500);
    // and so the one after waits for the late one's room (turn 4)
    const next = driver.findOne(joinQuery('next'));
    await driver.insert?.(listing('late-room', { ticket: 'late' }));
    expect(idOf(await next)).toBe('late-room');
  });

  it("a partner's room the ratings refuse is not taken: the joiner opens its own", async () => {
    const driver = setup();
    expect(await driver.findOne(joinQuery('opener', 1500))).toBeUndefined();
    await driver.findOne(joinQuery('opener', 1500));
    const far = driver.findOne(joinQuery('far', 2100));
    await driver.insert?.(listing('opened', { ticket: 'opener', rating: 1500 }));
    expect(await far).toBeUndefined();
  });

  it("a claim holds for its time even while others keep trying, then the room's seat can be claimed again", async () => {
    const presence = newPresence();
    const driver = ratingAwareDriver(new IndexedLocalDriver('tournament'), {
      presence: () => presence,
      handoffWaitMs: 0,
      claimTtlS: 0.3,
    });
    await driver.insert?.(listing('w'));
    // the winner's seat reservation never lands (as when it times out): the listing still shows a free seat
    expect(idOf(await driver.findOne(joinQuery('winner')))).toBe('w');
    const claimedAt = Date.now();
    let retakenAt = 0;
    for (let i = 0; retakenAt === 0 && Date.now() - claimedAt < 3_000; i++) {
      if (idOf(await driver.findOne(joinQuery(`retry${i}`))) === 'w') retakenAt = Date.now();
      else await sleep(20);
    }
    expect(retakenAt - claimedAt).toBeGreaterThanOrEqual(250);
    expect(retakenAt - claimedAt).toBeLessThan(1_500);
  });

  it('gives up waiting after the handoff wait and opens a room', async () => {
    const driver = setup(60);
    expect(await driver.findOne(joinQuery('opener'))).toBeUndefined();
    const started = Date.now();
    expect(await driver.findOne(joinQuery('waiter'))).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
