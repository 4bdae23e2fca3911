import { LocalDriver, type IRoomCache } from '@colyseus/core';
import { createSeededRng } from '@goalguessr/game-core';
import { describe, expect, it } from 'vitest';
import { IndexedLocalDriver } from './indexed-local-driver';

const TOURNAMENTS = ['rookie', 'champions', 'legendary'] as const;

function listing(roomId: string, tournament: string, locked: boolean): IRoomCache {
  return {
    name: 'duel',
    roomId,
    processId: 'p',
    clients: 1,
    maxClients: 2,
    locked,
    private: false,
    createdAt: new Date(0),
    metadata: { tournament, rating: 1500 },
  };
}

const ids = (rooms: readonly IRoomCache[]): string[] => rooms.map((r) => r.roomId).sort();
const openQuery = (tournament: string) => ({ locked: false, name: 'duel', private: false, tournament });

describe('IndexedLocalDriver', () => {
  it('answers every query and lookup as LocalDriver does, over 3,000 random operations', async () => {
    const rng = createSeededRng(15);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rng.next() * list.length)] as T;
    const plain = new LocalDriver();
    const indexed = new IndexedLocalDriver('tournament');
    // each driver gets its own copy of a listing: both mutate what they hold, as Colyseus' rooms do
    const pairs = new Map<string, [IRoomCache, IRoomCache]>();
    let next = 0;
    for (let step = 0; step < 3_000; step++) {
      const roll = rng.next();
      const existing = [...pairs.keys()];
      if (roll < 0.3 || existing.length === 0) {
        const roomId = `r${next++}`;
        const [tournament, locked] = [pick(TOURNAMENTS), rng.next() < 0.2];
        const twins: [IRoomCache, IRoomCache] = [
          listing(roomId, tournament, locked),
          listing(roomId, tournament, locked),
        ];
        pairs.set(roomId, twins);
        if (rng.next() < 0.5) {
          await plain.insert(twins[0]);
          await indexed.insert(twins[1]);
        } else {
          plain.persist(twins[0], true);
          indexed.persist(twins[1], true);
        }
      } else {
        const roomId = pick(existing);
        const [a, b] = pairs.get(roomId) as [IRoomCache, IRoomCache];
        if (roll < 0.5) {
          const locked = rng.next() < 0.5;
          plain.update(a, { $set: { locked } });
          indexed.update(b, { $set: { locked } });
        } else if (roll < 0.65) {
          // Colyseus sets the listing's field first, then tells the driver
          const locked = rng.next() < 0.5;
          a.locked = locked;
          b.locked = locked;
          plain.update(a, { $set: { locked }, $inc: { clients: 1 } });
          indexed.update(b, { $set: { locked }, $inc: { clients: 1 } });
        } else if (roll < 0.75) {
          const tournament = pick(TOURNAMENTS);
          a.metadata = { rating: 1500, tournament };
          b.metadata = { rating: 1500, tournament };
          plain.persist(a);
          indexed.persist(b);
        } else if (roll < 0.8) {
          a.private = true;
          b.private = true;
          plain.persist(a);
          indexed.persist(b);
        } else {
          expect(indexed.remove(roomId)).toBe(plain.remove(roomId));
          // Colyseus removes a disposed room twice: the second answer must be LocalDriver's too (false)
          expect(indexed.remove(roomId)).toBe(plain.remove(roomId));
          pairs.delete(roomId);
        }
      }
      for (const tournament of TOURNAMENTS) {
        expect(ids(indexed.query(openQuery(tournament), {}))).toEqual(
          ids(plain.query(openQuery(tournament), {})),
        );
        expect(ids(indexed.query(openQuery(tournament)))).toEqual(ids(plain.query(openQuery(tournament))));
      }
      // LocalDriver's own queries read the listings in the order they came
      expect(indexed.query({ processId: 'p' }).map((r) => r.roomId)).toEqual(
        plain.query({ processId: 'p' }).map((r) => r.roomId),
      );
      const probe = rng.next() < 0.9 && existing.length > 0 ? pick(existing) : 'missing';
      expect([...(await indexed.findByIds([probe, 'missing'])).keys()]).toEqual([
        ...(await plain.findByIds([probe, 'missing'])).keys(),
      ]);
      expect((await indexed.findOne({ roomId: probe }))?.roomId).toBe(
        (await plain.findOne({ roomId: probe }))?.roomId,
      );
    }
    expect(next).toBeGreaterThan(500);
  });

  it('reads only the open rooms of the asked tournament', () => {
    const driver = new IndexedLocalDriver('tournament');
    for (let i = 0; i < 1_000; i++) driver.persist(listing(`locked${i}`, 'rookie', true), true);
    driver.persist(listing('open-rookie', 'rookie', false), true);
    driver.persist(listing('open-legend', 'legendary', false), true);
    // a query over the whole list touches every listing's fields; the index does not touch the locked ones
    const touched = new Set<string>();
    for (const room of driver.rooms) {
      const spy = room;
      Object.defineProperty(spy, 'name', {
        get: () => {
          touched.add(spy.roomId);
          return 'duel';
        },
        configurable: true,
        enumerable: true,
      });
    }
    expect(ids(driver.query(openQuery('rookie'), {}))).toEqual(['open-rookie']);
    expect([...touched]).toEqual(['open-rookie']);
  });

  it("removes a room's listing, and answers its second removal, without walking the room list", () => {
    const driver = new IndexedLocalDriver('tournament');
    for (let i = 0; i < 1_000; i++) driver.persist(listing(`r${i}`, 'rookie', true), true);
    const touched = new Set<string>();
    for (const room of driver.rooms) {
      const id = room.roomId;
      Object.defineProperty(room, 'roomId', {
        get: () => {
          touched.add(id);
          return id;
        },
        configurable: true,
        enumerable: true,
      });
    }
    expect(driver.remove('r500')).toBe(true);
    expect(driver.remove('r500')).toBe(false);
    expect(driver.remove('never-there')).toBe(false);
    expect(touched.size).toBe(0);
    expect(driver.rooms).toHaveLength(999);
    expect(driver.remove('r999')).toBe(true);
    expect(driver.rooms.map((room) => room.roomId).slice(498, 501)).toEqual(['r498', 'r499', 'r501']);
  });

  it('leaves other queries to LocalDriver (by process, sorted)', () => {
    const driver = new IndexedLocalDriver('tournament');
    driver.persist({ ...listing('a', 'rookie', false), processId: 'x', clients: 2 }, true);
    driver.persist({ ...listing('b', 'rookie', true), processId: 'x', clients: 1 }, true);
    expect(ids(driver.query({ processId: 'x' }))).toEqual(['a', 'b']);
    expect(driver.query(openQuery('rookie'), { clients: 1 }).map((r) => r.roomId)).toEqual(['a']);
  });
});
