import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { Ladder, type FinishedMatch } from '../ladder/ladder';
import { DATABASE_KINDS, freshDatabase } from '../testing/databases';
import { newIdentity } from '../testing/ladder';
import { MATCH_ENDING_RETENTION_MS, MatchEndings } from './match-endings';

const WEDNESDAY = Date.parse('2026-11-25T12:00:00Z');
const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
});

describe.each(DATABASE_KINDS)('match endings on %s', (kind) => {
  let clock = WEDNESDAY;
  async function setUp(faults: ConstructorParameters<typeof Ladder>[2] = {}) {
    clock = WEDNESDAY;
    const db = await freshDatabase(kind);
    open.push(db);
    const ladder = new Ladder(db, () => clock, faults);
    const endings = new MatchEndings(db, () => clock);
    const [a, b] = [newIdentity(), newIdentity()];
    for (const who of [a, b]) expect((await ladder.authenticate(who, 'Player', 'rookie')).ok).toBe(true);
    return { db, ladder, endings, a: a.playerId, b: b.playerId };
  }
  const finished = (
    a: string,
    b: string,
    roomId: string,
    outcome: 'win' | 'lose' | 'draw',
    forfeitedBy: 'a' | 'b' | null,
  ): FinishedMatch => ({
    matchId: `match-${roomId}`,
    tournament: 'rookie',
    friend: false,
    finishedAtMs: clock,
    a: { playerId: a, outcome },
    b: { playerId: b },
    ending: { roomId, forfeitedBy },
  });

  it('answers each seated player with their own side of a finished, forfeited or voided match', async () => {
    const { ladder, endings, a, b } = await setUp();
    await ladder.recordMatch(finished(a, b, 'room1', 'win', null));
    expect(await endings.endingFor('room1', a)).toEqual({ ending: 'finished', outcome: 'win' });
    expect(await endings.endingFor('room1', b)).toEqual({ ending: 'finished', outcome: 'lose' });

    // seat a left: a loss for a, a win for b
    await ladder.recordMatch(finished(a, b, 'room2', 'lose', 'a'));
    expect(await endings.endingFor('room2', a)).toEqual({ ending: 'forfeit', outcome: 'lose' });
    expect(await endings.endingFor('room2', b)).toEqual({ ending: 'forfeit', outcome: 'win' });

    await endings.recordVoid(
      { matchId: 'match-room3', roomId: 'room3', tournament: 'rookie', playerA: a, playerB: b },
      'server_shutdown',
    );
    expect(await endings.endingFor('room3', b)).toEqual({ ending: 'void' });
  });

  it('tells nothing about a match to a player who was not in it, nor about a room never recorded', async () => {
    const { ladder, endings, a, b } = await setUp();
    await ladder.recordMatch(finished(a, b, 'room1', 'draw', null));
    expect(await endings.endingFor('room1', newIdentity().playerId)).toBeNull();
    expect(await endings.endingFor('elsewhere', a)).toBeNull();
  });

  it('is written in the ratings transaction: a crash after it leaves no ending, the retry writes it once', async () => {
    let crash = true;
    const { ladder, endings, db, a, b } = await setUp({
      afterWrite: (step) => {
        if (crash && step === 'season_b') throw new Error('power cut');
      },
    });
    await expect(ladder.recordMatch(finished(a, b, 'room1', 'win', null))).rejects.toThrow('power cut');
    expect(await endings.endingFor('room1', a)).toBeNull();
    crash = false;
    await ladder.recordMatch(finished(a, b, 'room1', 'win', null));
    await ladder.recordMatch(finished(a, b, 'room1', 'win', null));
    expect(await endings.endingFor('room1', a)).toEqual({ ending: 'finished', outcome: 'win' });
    const rows = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM match_endings');
    expect(rows?.n).toBe(1);
  });

  it("keeps the other player's ending when one deletes their data, and forgets endings past the retention", async () => {
    const { ladder, endings, a, b } = await setUp();
    const secretOfA = await (async () => {
      const who = newIdentity();
      expect((await ladder.authenticate(who, 'Deleting', 'rookie')).ok).toBe(true);
      return who;
    })();
    await ladder.recordMatch(finished(secretOfA.playerId, b, 'room1', 'win', null));
    expect(await ladder.deletePlayer(secretOfA)).toBe('deleted');
    expect(await endings.endingFor('room1', secretOfA.playerId)).toBeNull();
    expect(await endings.endingFor('room1', b)).toEqual({ ending: 'finished', outcome: 'lose' });

    await ladder.recordMatch(finished(a, b, 'room2', 'draw', null));
    clock += MATCH_ENDING_RETENTION_MS + 1;
    expect(await endings.endingFor('room2', a)).toBeNull();
  });
});
