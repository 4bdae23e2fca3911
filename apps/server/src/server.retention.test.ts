import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { RECENT_PLAYERS_LIMIT, defaultRating } from '@goalguessr/game-core';
import { DUEL_ROOM_NAME } from '@goalguessr/protocol';
import { TEST_TIMINGS, fakeQuestions, testFootballers } from './match/test-support';
import type { QuestionSource } from './match/types';
import type { DuelRoom } from './rooms/duel-room';
import { packRecentIds } from './rooms/recent-ids';
import { parseJoinOptions, type AdmittedJoin } from './rooms/room-guard';
import { startServer, type RunningServer } from './server';
import { DuelClient, joinOptions } from './testing/duel-client';

/**
 * What a room keeps for a running match (issue 29: at 10,000 players every object a room keeps is marked again by
 * each full garbage collection). A player's recently seen footballer ids, up to RECENT_PLAYERS_LIMIT strings, are
 * read once, when the match's cards are drawn: neither the client's join (`client.auth`, which Colyseus keeps
 * for the match) nor the finished search for a partner holds them for the rest of the match.
 */
const excluded: ReadonlySet<string>[] = [];
/** a source that knows the footballers "a-0" … "a-499", by those indices (the dataset's ids, in production) */
const footballers = testFootballers(Array.from({ length: RECENT_PLAYERS_LIMIT }, (_, i) => `a-${i}`));
const questions: QuestionSource = Object.assign(
  ({ exclude }: Parameters<QuestionSource>[0]) => {
    excluded.push(new Set(Array.from(exclude, footballers.idAt)));
    return fakeQuestions();
  },
  { footballers },
);

let running: RunningServer;

beforeAll(async () => {
  running = await startServer({ port: 0, questions, timings: { ...TEST_TIMINGS, botWaitMs: 60_000 } });
});
afterAll(async () => {
  await running.close();
});

function recentIds(prefix: string): string[] {
  return Array.from({ length: RECENT_PLAYERS_LIMIT }, (_, i) => `${prefix}-${i}`);
}

describe('what a seat reservation keeps', () => {
  it("holds a player's recent ids as the source's indices in one short string, unknown ids dropped", async () => {
    const response = await fetch(
      `${running.url.replace(/^ws/, 'http')}/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(joinOptions({ username: 'Carla', recentPlayerIds: ['a-1', 'zz-2', 'a-3'] })),
      },
    );
    expect(response.status).toBe(200);
    const { sessionId, roomId } = (await response.json()) as { sessionId: string; roomId: string };
    const room = matchMaker.getLocalRoomById(roomId) as unknown as {
      _reservedSeats: Record<string, [Record<string, unknown>, AdmittedJoin]>;
    };
    const [options, auth] = room._reservedSeats[sessionId] ?? [];
    // Colyseus copies both (JSON) into the reservation: the client's options keep no ids, the admitted join one
    expect(options).not.toHaveProperty('recentPlayerIds');
    expect(auth).not.toHaveProperty('recentPlayerIds');
    // a-1 and a-3 as indices 1 and 3, three base-64 digits each after the source's fingerprint; zz-2 unknown
    expect(auth?.recentIds).toBe(`${footballers.fingerprint}:AABAAD`);
    await matchMaker.remoteRoomCall(roomId, 'disconnect');
  });

  it('excludes none of the ids a reservation made by a process of another dataset build brings, nor any of garbage', async () => {
    const foreign = { ...footballers, fingerprint: 'other' };
    for (const recentIds of [packRecentIds(['a-5'], foreign), `${footballers.fingerprint}:AA%`, 42]) {
      excluded.length = 0;
      const a = await DuelClient.join(running.url, { username: 'Alice', recentPlayerIds: ['a-7'] });
      let b: DuelClient | undefined;
      try {
        // a moved waiter's seat (`match:move`) is reserved this way, on whichever process hosts the room
        const seat = { playerId: null, rating: defaultRating(), address: null };
        const admitted = { ...parseJoinOptions(joinOptions({ username: 'Bobby' })), recentIds, seat };
        const listing = await matchMaker.getRoomById(a.room.roomId);
        b = await DuelClient.fromReservation(
          running.url,
          await matchMaker.reserveSeatFor(listing, admitted, admitted),
        );
        await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
        expect(excluded).toEqual([new Set(['a-7'])]);
      } finally {
        await Promise.all([a.leave(), b?.leave()]);
      }
    }
  });
});

describe('what a room keeps for a running match', () => {
  it("draws the cards with the players' recent ids the source knows, then keeps none of them", async () => {
    excluded.length = 0;
    const a = await DuelClient.join(running.url, { username: 'Alice', recentPlayerIds: recentIds('a') });
    const b = await DuelClient.join(running.url, { username: 'Bobby', recentPlayerIds: recentIds('b') });
    try {
      await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
      // Alice's ids, each known to the source; Bobby's it does not know (and could not have excluded)
      expect(excluded.map((ids) => ids.size)).toEqual([RECENT_PLAYERS_LIMIT]);
      expect(excluded[0]?.has('a-0')).toBe(true);
      const room = matchMaker.getLocalRoomById(a.room.roomId) as DuelRoom;
      expect(room.clients.length).toBe(2);
      for (const client of room.clients) {
        expect((client.auth as AdmittedJoin).recentIds).toBe('');
      }
      // the search is over: its watch (and the join options it could move a player with) is gone
      expect((room as unknown as { pairingWatch: unknown }).pairingWatch).toBeNull();
    } finally {
      await Promise.all([a.leave(), b.leave()]);
    }
  });
});
