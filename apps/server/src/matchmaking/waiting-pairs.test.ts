import { LocalPresence, type IRoomCache } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { claimSeat } from './rating-driver';
import { WaitingPairs, type ISeatReservation, type LoneWaiter, type WaitingRoomHooks } from './waiting-pairs';

const T0 = 1_700_000_000_000;

function listing(roomId: string, rating: number, createdAtMs: number, clients = 1): IRoomCache {
  return {
    name: 'duel',
    roomId,
    processId: 'p',
    clients,
    maxClients: 2,
    createdAt: new Date(createdAtMs),
    metadata: { tournament: 'rookie', rating },
  };
}

const reservationFor = (room: IRoomCache): ISeatReservation => ({
  name: room.name,
  roomId: room.roomId,
  processId: room.processId,
  sessionId: `seat-in-${room.roomId}`,
});

/** A lone waiter's room as the watch sees it: records the seats it reserved and the move it sent. */
function hooksFor(options: { alone?: () => boolean; full?: ReadonlySet<string> } = {}) {
  const reserved: string[] = [];
  const moves: ISeatReservation[] = [];
  const hooks: WaitingRoomHooks = {
    stillSearching: () => true,
    stillAlone: options.alone ?? (() => true),
    reserveFor: (target) => {
      if (options.full?.has(target.roomId) === true) return Promise.reject(new Error('already full'));
      reserved.push(target.roomId);
      return Promise.resolve(reservationFor(target));
    },
    moveTo: (reservation) => moves.push(reservation),
    moveLapsed: () => {},
  };
  return { hooks, reserved, moves };
}

function pairs(rooms: IRoomCache[], presence: LocalPresence, nowMs: number, waitScale = 1): WaitingPairs {
  return new WaitingPairs({
    openRooms: () => Promise.resolve(rooms),
    presence: () => presence,
    clock: new FakeClock(nowMs),
    waitScale,
  });
}

const alice: LoneWaiter = { roomId: 'alice', tournament: 'rookie', rating: 1500, sinceMs: T0 };

describe('WaitingPairs: when a lone waiter looks again', () => {
  it('at each widening of the windows (2, 4, 6 s), scaled to the bot wait; then every second', () => {
    const production = pairs([], new LocalPresence(), T0);
    expect(production.nextWideningMs(T0, T0)).toBe(T0 + 2_000);
    expect(production.nextWideningMs(T0, T0 + 2_000)).toBe(T0 + 4_000);
    expect(production.nextWideningMs(T0, T0 + 5_999)).toBe(T0 + 6_000);
    expect(production.nextWideningMs(T0, T0 + 6_000)).toBeNull();
    expect(production.nextLookMs(T0, T0 + 6_500)).toBe(T0 + 7_500);
    // a bot after 4 s (tests): everything twice as soon
    const fast = pairs([], new LocalPresence(), T0, 2);
    expect(fast.nextWideningMs(T0, T0)).toBe(T0 + 1_000);
    expect(fast.nextLookMs(T0, T0 + 3_000)).toBe(T0 + 3_500);
  });
});

describe('WaitingPairs.look: moving a lone waiter to another lone waiter', () => {
  it('moves to the closest waiter its widened window allows, claiming both seats first', async () => {
    const presence = new LocalPresence();
    const rooms = [
      listing('alice', 1500, T0),
      listing('far', 1900, T0 + 100),
      listing('near', 1650, T0 + 200),
      listing('nearer-but-full', 1600, T0 + 300, 2),
    ];
    const { hooks, reserved, moves } = hooksFor();
    // after 2 s: ±200 — 'near' (150) fits, 'far' (400) not yet; a full room is nobody's to take
    expect(await pairs(rooms, presence, T0 + 2_000).look(alice, hooks)).toBe('moved');
    expect(reserved).toEqual(['near']);
    expect(moves.map((m) => m.roomId)).toEqual(['near']);
    // both seats are claimed: a joiner is sent neither to the room being left nor to the one being joined
    expect(await claimSeat(presence, 'alice', 5)).toBe(false);
    expect(await claimSeat(presence, 'near', 5)).toBe(false);
  });

  it('stays while the windows keep everyone apart, and claims nothing', async () => {
    const presence = new LocalPresence();
    const rooms = [listing('alice', 1500, T0), listing('bob', 1650, T0 + 100)];
    const { hooks, moves } = hooksFor();
    expect(await pairs(rooms, presence, T0 + 1_999).look(alice, hooks)).toBe('none');
    expect(moves).toEqual([]);
    expect(await claimSeat(presence, 'alice', 5)).toBe(true);
    expect(await claimSeat(presence, 'bob', 5)).toBe(true);
  });

  it('stays when a joiner claimed its room first: the joiner is on the way', async () => {
    const presence = new LocalPresence();
    await claimSeat(presence, 'alice', 5);
    const rooms = [listing('alice', 1500, T0), listing('bob', 1510, T0 + 100)];
    const { hooks, moves } = hooksFor();
    expect(await pairs(rooms, presence, T0 + 2_000).look(alice, hooks)).toBe('none');
    expect(moves).toEqual([]);
  });

  it('goes on to the next room when one was claimed by someone else or filled, and releases what it did not use', async () => {
    const presence = new LocalPresence();
    await claimSeat(presence, 'taken', 5);
    const rooms = [
      listing('alice', 1500, T0),
      listing('taken', 1500, T0 + 100),
      listing('filled', 1510, T0 + 100),
      listing('free', 1530, T0 + 100),
    ];
    const { hooks, reserved, moves } = hooksFor({ full: new Set(['filled']) });
    expect(await pairs(rooms, presence, T0 + 2_000).look(alice, hooks)).toBe('moved');
    expect(reserved).toEqual(['free']);
    expect(moves.map((m) => m.roomId)).toEqual(['free']);
    // the filled room's claim was given back
    expect(await claimSeat(presence, 'filled', 5)).toBe(true);
  });

  it('gives its own room back when every room was claimed by others (and says so, to look again soon)', async () => {
    const presence = new LocalPresence();
    await claimSeat(presence, 'bob', 5);
    const rooms = [listing('alice', 1500, T0), listing('bob', 1500, T0 + 100)];
    const { hooks, moves } = hooksFor();
    expect(await pairs(rooms, presence, T0 + 2_000).look(alice, hooks)).toBe('contended');
    expect(moves).toEqual([]);
    expect(await claimSeat(presence, 'alice', 5)).toBe(true);
  });

  it('does not move a waiter someone is already coming to (a reserved seat)', async () => {
    const presence = new LocalPresence();
    const rooms = [listing('alice', 1500, T0), listing('bob', 1500, T0 + 100)];
    const { hooks, moves } = hooksFor({ alone: () => false });
    expect(await pairs(rooms, presence, T0 + 6_000).look(alice, hooks)).toBe('busy');
    expect(moves).toEqual([]);
  });

  it('of two waiters looking at each other at the same moment, exactly one moves', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const presence = new LocalPresence();
      const rooms = [listing('alice', 1500, T0), listing('bob', 2500, T0 + 50)];
      const bob: LoneWaiter = { roomId: 'bob', tournament: 'rookie', rating: 2500, sinceMs: T0 + 50 };
      const watchA = hooksFor();
      const watchB = hooksFor();
      const at = pairs(rooms, presence, T0 + 6_100);
      const outcomes = await Promise.all([at.look(alice, watchA.hooks), at.look(bob, watchB.hooks)]);
      const moved = [...watchA.moves, ...watchB.moves];
      expect(moved.length).toBeLessThanOrEqual(1);
      // the loser of a collision says 'contended' and looks again soon
      for (const outcome of outcomes) expect(['moved', 'contended', 'none']).toContain(outcome);
      if (moved.length === 0) expect(outcomes).toContain('contended');
    }
  });
});

describe('PairingWatch: a lone waiter watched on the server clock', () => {
  /** lets the look's awaited presence calls settle between clock steps */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('looks at each widening, moves once a room fits, and lets the player go if they never took the seat', async () => {
    const clock = new FakeClock(T0);
    const presence = new LocalPresence();
    const rooms = [listing('alice', 1500, T0), listing('bob', 1850, T0)];
    const watcher = new WaitingPairs({
      openRooms: () => Promise.resolve(rooms),
      presence: () => presence,
      clock,
      moveTimeoutMs: 17_000,
    });
    const { hooks, moves } = hooksFor();
    let lapsed = 0;
    const watch = watcher.watch(alice, { ...hooks, moveLapsed: () => (lapsed += 1) });
    clock.advance(2_000); // ±200: Bob (350 away) does not fit yet
    await settle();
    expect(moves).toEqual([]);
    clock.advance(2_000); // ±400 from 4 s: he does
    await settle();
    expect(moves.map((m) => m.roomId)).toEqual(['bob']);
    expect(watch.moving).toBe(true);
    clock.advance(16_999);
    expect(lapsed).toBe(0);
    clock.advance(1);
    expect(lapsed).toBe(1);
    watch.stop();
  });

  it('stops when the room no longer searches, and a stopped watch sets no timer', async () => {
    const clock = new FakeClock(T0);
    const watcher = new WaitingPairs({
      openRooms: () => Promise.resolve([]),
      presence: () => new LocalPresence(),
      clock,
    });
    let searching = true;
    const { hooks } = hooksFor();
    watcher.watch(alice, { ...hooks, stillSearching: () => searching });
    expect(clock.pendingTimers).toBe(1);
    searching = false;
    clock.advance(2_000);
    await settle();
    expect(clock.pendingTimers).toBe(0);
    const other = watcher.watch(alice, hooks);
    other.stop();
    expect(clock.pendingTimers).toBe(0);
  });
});
