import { LocalDriver, type IRoomCache, type SortOptions } from '@colyseus/core';

import { listingMatches } from './listing-match';

/** The key of an open room in the index: its room name and the indexed metadata field's value. */
function keyFor(name: unknown, value: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  // a tournament is a string; other plain values are keyed by their JSON (objects are never a filter value)
  if (typeof value === 'string') return `${name}\u0000${value}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${name}\u0000${JSON.stringify(value)}`;
  return undefined;
}

/**
 * Colyseus' in-memory matchmaking driver with an index of its open rooms by room name and one metadata field
 * (the tournament). LocalDriver answers every matchmaking query by copying its whole room list and filtering
 * it, and a contended join looks its room up by id the same way: with thousands of rooms (nearly all of them
 * paired and locked, finished ones lingering for the reconnection window) each join paid for all of them.
 * Here a query for the unlocked rooms of one tournament reads only that tournament's open rooms, and a lookup
 * by id is a map read; the answer is the one LocalDriver would give (same matching rule). The listings live in
 * one map by id, in the order they came, which stands in for LocalDriver's room list: LocalDriver removed a
 * disposed room's listing by walking that list (3 % of the server's busy time at 10,000 players), here it is a map
 * delete. LocalDriver's other queries read the listings in the same order as before. In-memory mode only: with
 * Redis, Colyseus' Redis driver stays as it is.
 */
export class IndexedLocalDriver extends LocalDriver {
  /** open (unlocked) listings by key */
  private readonly open = new Map<string, Set<IRoomCache>>();
  /** every listing by room id, and the key it is indexed under while open */
  private readonly listings = new Map<string, { room: IRoomCache; key: string | undefined }>();

  constructor(private readonly field: string) {
    super();
    // LocalDriver's room list, which its other queries copy (and its `clear` resets): the listings, in order
    Object.defineProperty(this, 'rooms', {
      get: (): IRoomCache[] => Array.from(this.listings.values(), (entry) => entry.room),
      set: () => {},
    });
  }

  override has(roomId: string): boolean {
    return this.listings.has(roomId);
  }

  override query(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): IRoomCache[] {
    const wanted = conditions as Record<string, unknown>;
    const key = wanted.locked === false ? keyFor(wanted.name, wanted[this.field]) : undefined;
    const sorted = sortOptions !== undefined && Object.keys(sortOptions).length > 0;
    if (key === undefined || sorted) return super.query(conditions, sortOptions);
    const found: IRoomCache[] = [];
    for (const room of this.open.get(key) ?? []) if (listingMatches(room, wanted)) found.push(room);
    return found;
  }

  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const keys = Object.keys(conditions);
    if (keys.length === 1 && keys[0] === 'roomId' && typeof conditions.roomId === 'string') {
      // LocalDriver resolves undefined when no room has that id, whatever the declared type says
      return Promise.resolve(this.listings.get(conditions.roomId)?.room as IRoomCache);
    }
    return super.findOne(conditions, sortOptions);
  }

  override insert(room: IRoomCache): Promise<boolean> {
    if (this.listings.has(room.roomId)) return Promise.resolve(false);
    this.track(room);
    return Promise.resolve(true);
  }

  /** A new listing (`create`) is kept; an existing one may have been mutated, and is indexed again. */
  override persist(room: IRoomCache, create = false): boolean {
    if (create) this.track(room);
    else this.reindex(room);
    return create;
  }

  override findByIds(roomIds: string[]): Promise<Map<string, IRoomCache>> {
    const found = new Map<string, IRoomCache>();
    for (const roomId of roomIds) {
      const entry = this.listings.get(roomId);
      if (entry !== undefined) found.set(roomId, entry.room);
    }
    return Promise.resolve(found);
  }

  override update(
    room: IRoomCache,
    operations: Partial<{ $set: Partial<IRoomCache>; $inc: Partial<IRoomCache> }>,
  ): boolean {
    const updated = super.update(room, operations);
    this.reindex(room);
    return updated;
  }

  /** Colyseus removes each disposed room's listing twice (the room's own dispose, then `disposeRoom`). */
  override remove(roomId: string): boolean {
    const entry = this.listings.get(roomId);
    if (entry === undefined) return false;
    this.unindex(entry);
    this.listings.delete(roomId);
    return true;
  }

  override clear(): void {
    this.open.clear();
    this.listings.clear();
  }

  private track(room: IRoomCache): void {
    if (!this.listings.has(room.roomId)) this.listings.set(room.roomId, { room, key: undefined });
    this.reindex(room);
  }

  /** Puts a listing under the key its fields give now (none while locked); the listing may have been mutated. */
  private reindex(room: IRoomCache): void {
    const entry = this.listings.get(room.roomId);
    if (entry?.room !== room) return;
    const metadata = (room.metadata ?? {}) as Record<string, unknown>;
    const key = room.locked === true ? undefined : keyFor(room.name, metadata[this.field]);
    if (key === entry.key) return;
    this.unindex(entry);
    entry.key = key;
    if (key === undefined) return;
    let rooms = this.open.get(key);
    if (rooms === undefined) {
      rooms = new Set();
      this.open.set(key, rooms);
    }
    rooms.add(room);
  }

  private unindex(entry: { room: IRoomCache; key: string | undefined }): void {
    if (entry.key === undefined) return;
    const rooms = this.open.get(entry.key);
    rooms?.delete(entry.room);
    if (rooms?.size === 0) this.open.delete(entry.key);
    entry.key = undefined;
  }
}
