import type { IRoomCache, MatchMakerDriver, Presence, SortOptions } from '@colyseus/core';

import { listingMatches } from './listing-match';

/** The presence calls the index needs (Colyseus' RedisPresence; LocalPresence in the unit tests). */
export type IndexPresence = Pick<Presence, 'sadd' | 'srem' | 'smembers'>;

const OPEN_ROOMS_KEY = 'goalguessr:open-rooms:';

/** The set that lists a listing while it is open to matchmaking, or undefined when it is not. */
function openKeyOf(room: IRoomCache, field: string): string | undefined {
  if (room.locked === true || room.private === true || room.unlisted === true) return undefined;
  if (typeof room.name !== 'string' || typeof room.roomId !== 'string') return undefined;
  const value = (room.metadata as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? `${OPEN_ROOMS_KEY}${room.name}:${value}` : undefined;
}

/**
 * Colyseus' Redis driver with a Redis set of the open rooms per room name and tournament. The Redis driver
 * answers every matchmaking query with an `HGETALL` of every room listing and a `JSON.parse` of each: with
 * thousands of rooms (nearly all of them paired, finished ones lingering for the reconnection window) each
 * join paid for all of them, on every process. Here a query for the unlocked rooms of one tournament reads that
 * tournament's set and only those listings (`HMGET`, the driver's own `findByIds`), and filters them by the same
 * rule. The listings themselves stay the Redis driver's (the same hash, the same writes); the set is kept
 * beside them by whoever writes a listing: after a listing is written the room is added to or taken from its
 * set, so a room in the set always has a listing; a room removed by another process (a dead process's cleanup)
 * leaves an id without a listing, dropped from the set when a query meets it. Every other call is the Redis
 * driver's.
 */
export class IndexedRedisDriver implements MatchMakerDriver {
  /** the set each room written by this process is in, for `remove(roomId)` (Colyseus gives only the id) */
  private readonly indexedAs = new Map<string, string>();

  constructor(
    private readonly inner: MatchMakerDriver,
    private readonly presence: IndexPresence,
    private readonly field: string,
  ) {}

  async query(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache[]> {
    const wanted = conditions as Record<string, unknown>;
    const value = wanted[this.field];
    const sorted = sortOptions !== undefined && Object.keys(sortOptions).length > 0;
    if (wanted.locked !== false || typeof wanted.name !== 'string' || typeof value !== 'string' || sorted) {
      return this.inner.query(conditions, sortOptions);
    }
    const key = `${OPEN_ROOMS_KEY}${wanted.name}:${value}`;
    const ids = await this.presence.smembers(key);
    if (ids.length === 0) return [];
    const listings = await this.inner.findByIds(ids);
    const found: IRoomCache[] = [];
    for (const id of ids) {
      const room = listings.get(id);
      if (room === undefined) {
        await this.presence.srem(key, id);
      } else if (listingMatches(room, wanted)) {
        found.push(room);
      }
    }
    return found;
  }

  findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    return this.inner.findOne(conditions, sortOptions);
  }

  findByIds(roomIds: string[]): Promise<Map<string, IRoomCache>> {
    return this.inner.findByIds(roomIds);
  }

  has(roomId: string): boolean | Promise<boolean> {
    return this.inner.has(roomId);
  }

  async cleanup(processId: string): Promise<void> {
    await this.inner.cleanup?.(processId);
  }

  async persist(room: IRoomCache, create?: boolean): Promise<boolean> {
    const persisted = await this.inner.persist(room, create);
    // a (re)written listing: its set entry is written again too (a query may have dropped it meanwhile)
    await this.reindex(room, true);
    return persisted;
  }

  async update(
    room: IRoomCache,
    operations: Partial<{ $set: Partial<IRoomCache>; $inc: Partial<IRoomCache> }>,
  ): Promise<boolean> {
    const updated = await this.inner.update(room, operations);
    await this.reindex(room);
    return updated;
  }

  async remove(roomId: string): Promise<boolean> {
    const removed = await this.inner.remove(roomId);
    const key = this.indexedAs.get(roomId);
    this.indexedAs.delete(roomId);
    if (key !== undefined) await this.presence.srem(key, roomId);
    return removed;
  }

  async shutdown(): Promise<void> {
    await this.inner.shutdown?.();
  }

  async clear(): Promise<void> {
    await this.inner.clear?.();
  }

  async boot(): Promise<void> {
    await this.inner.boot?.();
  }

  /** Puts a just-written listing in the set its fields name now (none once locked, private or gone). */
  private async reindex(room: IRoomCache, rewrite = false): Promise<void> {
    if (typeof room.roomId !== 'string') return;
    const key = openKeyOf(room, this.field);
    const before = this.indexedAs.get(room.roomId);
    if (key === before) {
      if (rewrite && key !== undefined) await this.presence.sadd(key, room.roomId);
      return;
    }
    if (key === undefined) this.indexedAs.delete(room.roomId);
    else this.indexedAs.set(room.roomId, key);
    if (before !== undefined) await this.presence.srem(before, room.roomId);
    if (key !== undefined) await this.presence.sadd(key, room.roomId);
  }
}
