import { describe, expect, it } from 'vitest';
import { createNewPlayer } from '../player/defaults';
import type { PlayerRecord } from '../player/types';
import { settlementForEnding, type ServerEnding } from './ending';
import { markMatchJoined, openMatch, settleMatch } from './index';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const PLAY = { correct: 2, incorrect: 1, points: 240, seenPlayerIds: ['a', 'b', 'c'] };

/** A device whose paired rookie match is open (its fee paid): what each answer leaves in its record. */
function pairedMatch(): PlayerRecord {
  const opened = openMatch({ ...createNewPlayer(), loaded: true }, 'rookie', 'attempt-1', NOW);
  if (!opened.ok) throw new Error(opened.reason);
  const paired = markMatchJoined(opened.state, 'attempt-1', { matchId: 'room1', paired: true });
  if (!paired.ok) throw new Error(paired.reason);
  return paired.state;
}

function after(answer: ServerEnding): { record: PlayerRecord; shown: string } | string {
  const decision = settlementForEnding(answer, 'rookie', PLAY);
  if (decision.kind !== 'settle') return decision.kind;
  const settled = settleMatch(pairedMatch(), 'attempt-1', decision.settlement, NOW);
  if (!settled.ok) throw new Error(settled.reason);
  return { record: settled.state, shown: decision.shown };
}

describe('settlementForEnding: a lost seat settled as the server says (issue 25)', () => {
  const before = pairedMatch();
  const tickets = before.currencies.tickets;

  it('no ending recorded (the server died mid-match) or a void one: the fee comes back, nothing is counted', () => {
    for (const ending of ['none', 'void'] as const) {
      const settled = after({ ending });
      if (typeof settled === 'string') throw new Error(settled);
      expect(settled.shown).toBe('void');
      expect(settled.record.openMatch).toBeNull();
      expect(settled.record.currencies.tickets).toBe(tickets + 1);
      expect(settled.record.stats).toEqual(before.stats);
    }
  });

  it('a recorded finish counts with its outcome and rewards; a recorded forfeit is a loss for the one who left', () => {
    const won = after({ ending: 'finished', outcome: 'win' });
    const left = after({ ending: 'forfeit', outcome: 'lose' });
    const theyLeft = after({ ending: 'forfeit', outcome: 'win' });
    const draw = after({ ending: 'finished', outcome: 'draw' });
    if (typeof won === 'string' || typeof left === 'string' || typeof theyLeft === 'string')
      throw new Error();
    if (typeof draw === 'string') throw new Error();
    expect([won.shown, left.shown, theyLeft.shown, draw.shown]).toEqual(['won', 'left', 'won', 'draw']);
    expect(won.record.stats.wins).toBe(before.stats.wins + 1);
    expect(theyLeft.record.stats.wins).toBe(before.stats.wins + 1);
    expect(left.record.stats.losses).toBe(before.stats.losses + 1);
    expect(draw.record.stats.draws).toBe(before.stats.draws + 1);
    for (const settled of [won, left, theyLeft, draw]) {
      expect(settled.record.currencies.tickets).toBe(tickets);
      expect(settled.record.openMatch).toBeNull();
    }
    expect(won.record.currencies.moneys).toBeGreaterThan(left.record.currencies.moneys);
  });

  it('a room still open is asked again; no answer keeps the match open: no fee lost, no loss recorded', () => {
    expect(after({ ending: 'running' })).toBe('ask_again');
    expect(after({ ending: 'unreachable' })).toBe('pending');
  });
});
