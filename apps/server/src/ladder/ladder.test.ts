import { afterEach, describe, expect, it } from 'vitest';
import { rateMatch, defaultRating, type DeviceIdentity, type Rating } from '@goalguessr/game-core';
import type { Database } from '../db/database';
import { DATABASE_KINDS, freshDatabase } from '../testing/databases';
import { rowsNaming } from '../testing/ladder';
import { Ladder, type FinishedMatch, type LadderFaults } from './ladder';

const WEDNESDAY = Date.parse('2026-11-25T12:00:00Z');
const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
});

let counter = 0;
/** A well-formed identity, distinct per call. */
function identity(): DeviceIdentity {
  counter += 1;
  const id = `p${String(counter).padStart(21, '0')}`;
  return { playerId: id, secret: `s${id}${'x'.repeat(43 - 1 - id.length)}` };
}

describe.each(DATABASE_KINDS)('the ladder on %s', (kind) => {
  let clock = WEDNESDAY;
  async function ladder(faults: LadderFaults = {}): Promise<Ladder> {
    clock = WEDNESDAY;
    const db = await freshDatabase(kind);
    open.push(db);
    return new Ladder(db, () => clock, faults);
  }
  async function registered(l: Ladder, username = 'Player1'): Promise<DeviceIdentity> {
    const who = identity();
    const result = await l.authenticate(who, username, 'champions');
    expect(result.ok).toBe(true);
    return who;
  }
  let matchNumber = 0;
  function duel(
    a: DeviceIdentity | null,
    b: DeviceIdentity | null,
    outcome: 'win' | 'lose' | 'draw',
    extra: Partial<FinishedMatch> = {},
  ): FinishedMatch {
    matchNumber += 1;
    return {
      matchId: `m${matchNumber}`,
      tournament: 'champions',
      friend: false,
      finishedAtMs: clock,
      a: { playerId: a?.playerId ?? null, outcome },
      b: { playerId: b?.playerId ?? null },
      ...extra,
    };
  }
  it('registers an id on its first join and then admits only its secret', async () => {
    const l = await ladder();
    const who = identity();
    expect(await l.authenticate(who, 'Alice', 'rookie')).toEqual({
      ok: true,
      playerId: who.playerId,
      created: true,
      rating: defaultRating(),
    });
    expect((await l.authenticate(who, 'Alice', 'rookie')).ok).toBe(true);
    const thief = { playerId: who.playerId, secret: identity().secret };
    expect(await l.authenticate(thief, 'Thief', 'rookie')).toEqual({ ok: false, reason: 'identity_invalid' });
    expect(await l.verify(thief)).toBe('identity_invalid');
    expect(await l.verify(identity())).toBe('unknown');
    const stored = await l.db.get<{ username: string }>('SELECT username FROM players WHERE id = ?', [
      who.playerId,
    ]);
    expect(stored?.username).toBe('Alice');
    // the secret itself is never stored
    const row = await l.db.get<{ secret_hash: string }>('SELECT secret_hash FROM players WHERE id = ?', [
      who.playerId,
    ]);
    expect(row?.secret_hash).not.toContain(who.secret);
  });

  it('a match between two ids updates both ratings once, by game-core Glicko-2', async () => {
    const l = await ladder();
    const alice = await registered(l, 'Alice');
    const bobby = await registered(l, 'Bobby');
    const match = duel(alice, bobby, 'win');
    const recorded = await l.recordMatch(match);
    expect(recorded).toMatchObject({ counted: true, reason: null, firstTime: true, season: '2026-11-23' });
    const aliceAfter = rateMatch(defaultRating(), defaultRating(), 'win');
    const bobbyAfter = rateMatch(defaultRating(), defaultRating(), 'lose');
    expect(recorded.changes.get(alice.playerId)?.after).toEqual(aliceAfter);
    expect(recorded.changes.get(bobby.playerId)?.after).toEqual(bobbyAfter);
    expect((await l.ratingsOf(alice.playerId)).champions).toEqual(aliceAfter);
    expect((await l.ratingsOf(bobby.playerId)).champions).toEqual(bobbyAfter);
    expect((await l.ratingsOf(alice.playerId)).rookie).toBeNull();

    // the same match again (a retry, a second process): nothing moves, the stored outcome comes back
    const again = await l.recordMatch(match);
    expect(again).toMatchObject({ counted: true, firstTime: false });
    expect(again.changes.get(alice.playerId)?.after.rating).toBeCloseTo(aliceAfter.rating, 9);
    expect((await l.ratingsOf(alice.playerId)).champions).toEqual(aliceAfter);
    const board = await l.top('2026-11-23', 'champions');
    expect(board.players).toBe(2);
    expect(board.entries.map((e) => [e.name, e.wins, e.losses])).toEqual([
      ['Alice', 1, 0],
      ['Bobby', 0, 1],
    ]);
  });

  it.each(['match', 'rating_a', 'rating_b', 'season_a', 'season_b'] as const)(
    'a crash after the %s write leaves nothing, and the retry counts the match exactly once',
    async (step) => {
      let crash = true;
      const l = await ladder({
        afterWrite: (at) => {
          if (crash && at === step) throw new Error(`crash after ${at}`);
        },
      });
      const alice = await registered(l, 'Alice');
      const bobby = await registered(l, 'Bobby');
      const match = duel(alice, bobby, 'win');
      await expect(l.recordMatch(match)).rejects.toThrow(`crash after ${step}`);
      expect(await l.ratingsOf(alice.playerId)).toMatchObject({ champions: null });
      expect(await l.ratingsOf(bobby.playerId)).toMatchObject({ champions: null });
      expect(await l.db.all('SELECT id FROM matches')).toEqual([]);
      expect((await l.top('2026-11-23', 'champions')).players).toBe(0);
      crash = false;
      await l.recordMatch(match);
      await l.recordMatch(match);
      expect((await l.ratingsOf(alice.playerId)).champions).toEqual(
        rateMatch(defaultRating(), defaultRating(), 'win'),
      );
      const rows = await l.db.all<{ wins: number; losses: number }>(
        'SELECT wins, losses FROM season_standings ORDER BY wins DESC',
      );
      expect(rows).toEqual([
        { wins: 1, losses: 0 },
        { wins: 0, losses: 1 },
      ]);
    },
  );

  it('does not count two joins of one player id (self-pairing)', async () => {
    const l = await ladder();
    const alice = await registered(l);
    const recorded = await l.recordMatch(duel(alice, alice, 'win'));
    expect(recorded).toMatchObject({ counted: false, reason: 'same_player' });
    expect(await l.ratingsOf(alice.playerId)).toMatchObject({ champions: null });
    expect((await l.top('2026-11-23', 'champions')).players).toBe(0);
  });

  it('does not count two ids seen from one address within the window, and counts them once it has passed', async () => {
    const l = await ladder();
    const alice = await registered(l);
    const bobby = await registered(l);
    await l.noteAddress(alice.playerId, '203.0.113.7');
    await l.noteAddress(bobby.playerId, '::ffff:203.0.113.7');
    expect(await l.recordMatch(duel(alice, bobby, 'win'))).toMatchObject({
      counted: false,
      reason: 'shared_address',
    });
    // one IPv6 /64 is one subscriber too
    const carol = await registered(l);
    const dave = await registered(l);
    await l.noteAddress(carol.playerId, '2001:db8:1:2::10');
    await l.noteAddress(dave.playerId, '2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(await l.recordMatch(duel(carol, dave, 'draw'))).toMatchObject({
      counted: false,
      reason: 'shared_address',
    });
    // different addresses count
    const erin = await registered(l);
    await l.noteAddress(erin.playerId, '198.51.100.1');
    expect(await l.recordMatch(duel(alice, erin, 'win'))).toMatchObject({ counted: true });
    // an hour later the shared address is forgotten
    clock += 61 * 60_000;
    expect(await l.recordMatch(duel(alice, bobby, 'lose'))).toMatchObject({ counted: true });
  });

  it('does not count a guest on either side, and records nothing for two guests', async () => {
    const l = await ladder();
    const alice = await registered(l);
    expect(await l.recordMatch(duel(alice, null, 'win'))).toMatchObject({ counted: false, reason: 'guest' });
    expect(await l.recordMatch(duel(null, null, 'win'))).toMatchObject({ counted: false, reason: 'guest' });
    expect(await l.ratingsOf(alice.playerId)).toMatchObject({ champions: null });
  });

  it('counts a bot at its stated strength, and not one off the scale', async () => {
    const l = await ladder();
    const alice = await registered(l);
    const bot = { bot: { rating: 1500, rd: 110 } };
    const recorded = await l.recordMatch(duel(alice, null, 'win', { b: bot }));
    expect(recorded.counted).toBe(true);
    const expected = rateMatch(defaultRating(), { rating: 1500, rd: 110 }, 'win');
    expect((await l.ratingsOf(alice.playerId)).champions).toEqual(expected);
    const offScale = await l.recordMatch(duel(alice, null, 'win', { b: { bot: { rating: 3000, rd: 110 } } }));
    expect(offScale).toMatchObject({ counted: false, reason: 'bot_off_scale' });
    expect((await l.ratingsOf(alice.playerId)).champions).toEqual(expected);
  });

  it('rolls the season over at Monday 00:00 UTC: the new board starts empty, the old one keeps its top 3', async () => {
    const l = await ladder();
    const players = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan'].map((name) => registered(l, name)));
    const [ann, ben, cat, dan] = players as [DeviceIdentity, DeviceIdentity, DeviceIdentity, DeviceIdentity];
    clock = Date.parse('2026-11-29T23:59:59.999Z');
    await l.recordMatch(duel(ann, ben, 'win'));
    await l.recordMatch(duel(cat, dan, 'win'));
    await l.recordMatch(duel(ann, cat, 'win'));
    expect(l.seasons().current.id).toBe('2026-11-23');
    clock = Date.parse('2026-11-30T00:00:00.000Z');
    expect(l.seasons()).toMatchObject({ current: { id: '2026-11-30' }, previous: { id: '2026-11-23' } });
    expect((await l.top('2026-11-30', 'champions')).players).toBe(0);
    const last = await l.top('2026-11-23', 'champions', 3);
    const byRating = await Promise.all(
      players.map(async (p, i) => ({
        name: ['Ann', 'Ben', 'Cat', 'Dan'][i],
        id: p.playerId,
        rating: ((await l.ratingsOf(p.playerId)).champions as Rating).rating,
      })),
    );
    // best rating first; equal ratings (Ben and Dan both lost to a new player) by player id, descending
    byRating.sort((x, y) => y.rating - x.rating || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0));
    expect(last.entries.map((e) => [e.rank, e.name])).toEqual(
      byRating.slice(0, 3).map((p, i) => [i + 1, p.name]),
    );
    expect(last.entries[0]?.name).toBe('Ann');
    await l.recordMatch(duel(dan, ben, 'win'));
    const now = await l.top('2026-11-30', 'champions');
    expect(now.entries.map((e) => [e.name, e.wins, e.losses])).toEqual([
      ['Dan', 1, 0],
      ['Ben', 0, 1],
    ]);
    // ratings are kept across seasons: Dan's new rating builds on last week's
    const danRating = (await l.ratingsOf(dan.playerId)).champions as Rating;
    expect(danRating.rd).toBeLessThan(300);
  });

  it('places a player among the players around them, with their rank', async () => {
    const l = await ladder();
    const bot = (rating: number) => ({ b: { bot: { rating, rd: 110 } } });
    const everyone: DeviceIdentity[] = [];
    for (let i = 0; i < 14; i++) {
      const who = await registered(l, `Plr${String(i).padStart(2, '0')}`);
      everyone.push(who);
      // more wins, higher rating
      for (let w = 0; w < i % 5; w++) await l.recordMatch(duel(who, null, 'win', bot(1500)));
      await l.recordMatch(duel(who, null, 'lose', bot(1500)));
    }
    const board = await l.top('2026-11-23', 'champions');
    expect(board.players).toBe(14);
    const target = everyone[7] as DeviceIdentity;
    const place = await l.around(target.playerId, '2026-11-23', 'champions');
    const rank = board.entries.findIndex((e) => e.name === 'Plr07') + 1;
    expect(place?.me.rank).toBe(rank);
    expect(place?.around.map((e) => [e.rank, e.name])).toEqual(
      board.entries.map((e) => [e.rank, e.name]).slice(Math.max(0, rank - 1 - 5), rank + 5),
    );
    expect(await l.around(identity().playerId, '2026-11-23', 'champions')).toBeNull();
  });

  it('hides a username the profanity filter refuses behind an anonymous tag', async () => {
    const l = await ladder();
    const rude = await registered(l, 'FuckYou');
    await l.recordMatch(duel(rude, null, 'win', { b: { bot: { rating: 1500, rd: 110 } } }));
    const [row] = (await l.top('2026-11-23', 'champions')).entries;
    expect(row?.name).toBeNull();
    expect(row?.tag).toMatch(/^[A-Z0-9_-]{4}$/);
  });

  it('keeps a head-to-head record with each friend played by code, from each side', async () => {
    const l = await ladder();
    const alice = await registered(l, 'Alice');
    const bobby = await registered(l, 'Bobby');
    const carol = await registered(l, 'Carol');
    await l.recordMatch(duel(alice, bobby, 'win', { friend: true }));
    clock += 1000;
    await l.recordMatch(duel(bobby, alice, 'win', { friend: true }));
    clock += 1000;
    await l.recordMatch(duel(alice, bobby, 'draw', { friend: true, tournament: 'rookie' }));
    clock += 1000;
    await l.recordMatch(duel(carol, alice, 'lose', { friend: true }));
    // matched strangers are not friends
    await l.recordMatch(duel(alice, bobby, 'win'));
    const mine = await l.headToHead(alice.playerId);
    expect(mine.map((h) => [h.name, h.wins, h.draws, h.losses])).toEqual([
      ['Carol', 1, 0, 0],
      ['Bobby', 1, 1, 1],
    ]);
    const bobs = await l.headToHead(bobby.playerId);
    expect(bobs.map((h) => [h.name, h.wins, h.draws, h.losses])).toEqual([['Alice', 1, 1, 1]]);
  });

  it('deletes every row about a player, and only with their secret', async () => {
    const l = await ladder();
    const alice = await registered(l, 'Alice');
    const bobby = await registered(l, 'Bobby');
    await l.noteAddress(alice.playerId, '203.0.113.9');
    await l.noteAddress(bobby.playerId, '198.51.100.9');
    await l.recordMatch(duel(alice, bobby, 'win', { friend: true }));
    await l.recordMatch(duel(alice, null, 'win', { b: { bot: { rating: 1500, rd: 110 } } }));
    expect(await rowsNaming(l.db, alice.playerId)).toBeGreaterThan(5);
    expect(await l.deletePlayer({ ...alice, secret: bobby.secret })).toBe('identity_invalid');
    expect(await l.deletePlayer(alice)).toBe('deleted');
    expect(await rowsNaming(l.db, alice.playerId)).toBe(0);
    expect(await l.deletePlayer(alice)).toBe('unknown');
    // Bobby keeps his own rows (his rating, his season); the match that named Alice is gone
    expect(await rowsNaming(l.db, bobby.playerId)).toBe(4);
    expect(await l.headToHead(bobby.playerId)).toEqual([]);
  });
});
