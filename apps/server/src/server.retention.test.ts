import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { RECENT_PLAYERS_LIMIT } from '@goalguessr/game-core';
import { TEST_TIMINGS, fakeQuestions } from './match/test-support';
import type { QuestionSource } from './match/types';
import type { DuelRoom } from './rooms/duel-room';
import type { AdmittedJoin } from './rooms/room-guard';
import { startServer, type RunningServer } from './server';
import { DuelClient } from './testing/duel-client';

/**
 * What a room keeps for a running match (issue 29: at 10,000 players every object a room keeps is marked again by
 * each full garbage collection). A player's recently seen footballer ids, up to RECENT_PLAYERS_LIMIT strings, are
 * read once, when the match's cards are drawn: neither the client's join (`client.auth`, which Colyseus keeps
 * for the match) nor the finished search for a partner holds them for the rest of the match.
 */
const excluded: ReadonlySet<string>[] = [];
/** a source that knows the footballers "a-0", "a-1", … only (the dataset's ids, in production) */
const questions: QuestionSource = Object.assign(
  ({ exclude }: Parameters<QuestionSource>[0]) => {
    excluded.push(exclude);
    return fakeQuestions();
  },
  { knownId: (id: string) => (id.startsWith('a-') ? id : undefined) },
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

describe('what a room keeps for a running match', () => {
  it("draws the cards with the players' recent ids the source knows, then keeps none of them", async () => {
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
        expect((client.auth as AdmittedJoin).recentPlayerIds).toEqual([]);
      }
      // the search is over: its watch (and the join options it could move a player with) is gone
      expect((room as unknown as { pairingWatch: unknown }).pairingWatch).toBeNull();
    } finally {
      await Promise.all([a.leave(), b.leave()]);
    }
  });
});
