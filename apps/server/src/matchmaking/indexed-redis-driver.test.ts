import { LocalDriver, LocalPresence, type IRoomCache } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { IndexedRedisDriver } from './indexed-redis-driver';

function listing(roomId: string, tournament: string, extra: Partial<IRoomCache> = {}): IRoomCache {
  return {
    name: 'duel',
    roomId,
    processId: 'p',
    clients: 1,
    maxClients: 2,
    locked: false,
    private: false,
    unlisted: false,
    createdAt: new Date(),
    metadata: { tournament },
    ...extra,
  };
}

const OPEN_ROOKIE = {
  locked: false,
  name: 'duel',
  private: false,
  tournament: 'rookie',
} as Partial<IRoomCache>;

/**
 * The index beside the listings, with LocalPresence for Redis' sets and Colyseus' LocalDriver for its hash of
 * listings (the same calls the Redis driver answers; server.redis.test.ts runs it on a real Redis).
 */
describe('IndexedRedisDriver', () => {
  function setup() {
    const inner = new LocalDriver();
    const presence = new LocalPresence();
    let fullScans = 0;
    const query = inner.query.bind(inner);
    inner.query = (conditions, sortOptions) => {
      fullScans += 1;
      return query(conditions, sortOptions);
    };
    return {
      inner,
      presence,
      driver: new IndexedRedisDriver(inner, presence, 'tournament'),
      scans: () => fullScans,
    };
  }

  it("answers a tournament's open rooms from its set, without reading every listing", async () => {
    const { driver, scans } = setup();
    await driver.persist(listing('a', 'rookie'), true);
    await driver.persist(listing('b', 'rookie'), true);
    await driver.persist(listing('c', 'champions'), true);
    await driver.persist(listing('friend', 'rookie', { private: true }), true);
    const ids = async () => (await driver.query(OPEN_ROOKIE)).map((r) => r.roomId).sort();
    expect(await ids()).toEqual(['a', 'b']);
    expect(scans()).toBe(0);
    // other conditions still go to the wrapped driver
    expect((await driver.query({ processId: 'p' })).length).toBe(4);
    expect(scans()).toBe(1);
  });

  it('follows locks, unlocks and removals', async () => {
    const { driver } = setup();
    const a = listing('a', 'rookie');
    const b = listing('b', 'rookie');
    await driver.persist(a, true);
    await driver.persist(b, true);
    const ids = async () => (await driver.query(OPEN_ROOKIE)).map((r) => r.roomId).sort();
    await driver.update(a, { $inc: { clients: 1 }, $set: { locked: true } });
    expect(await ids()).toEqual(['b']);
    await driver.update(a, { $inc: { clients: -1 }, $set: { locked: false } });
    expect(await ids()).toEqual(['a', 'b']);
    await driver.update(b, { $set: { private: true } });
    expect(await ids()).toEqual(['a']);
    await driver.remove('a');
    expect(await ids()).toEqual([]);
  });

  it("drops an id whose listing another process removed (a dead process's cleanup)", async () => {
    const { driver, inner, presence } = setup();
    await driver.persist(listing('a', 'rookie'), true);
    await driver.persist(listing('gone', 'rookie'), true);
    inner.remove('gone');
    expect((await driver.query(OPEN_ROOKIE)).map((r) => r.roomId)).toEqual(['a']);
    expect(await presence.smembers('goalguessr:open-rooms:duel:rookie')).toEqual(['a']);
  });

  it('keeps the matching rule: a condition the listing does not meet leaves it out', async () => {
    const { driver } = setup();
    await driver.persist(listing('a', 'rookie', { processId: 'one' }), true);
    await driver.persist(listing('b', 'rookie', { processId: 'two' }), true);
    const found = await driver.query({ ...OPEN_ROOKIE, processId: 'two' } as Partial<IRoomCache>);
    expect(found.map((r) => r.roomId)).toEqual(['b']);
  });
});
