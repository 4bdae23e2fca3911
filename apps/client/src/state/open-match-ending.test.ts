import {
  PLAYER_STORAGE_KEY,
  createNewPlayer,
  deviceIdentityFrom,
  serializePlayer,
  type DeviceIdentity,
  type ServerEnding,
} from '@goalguessr/game-core';
import { beforeEach, describe, expect, it } from 'vitest';

import { createMemoryStorage, setStorageForTests } from '../platform/storage';
import { usePlayerStore } from './player-store';

/**
 * Start-up with a paired match the previous run could not settle (its seat lost, the server asked or not, issue 25):
 * it is settled as the server says it ended, or kept open (pending) when the server does not answer — never counted
 * as abandoned. The server's answer is given as the start-up's `fateOf` would get it from `net/`.
 */
const IDENTITY = deviceIdentityFrom(new Uint8Array(16).fill(1), new Uint8Array(32).fill(2)) as DeviceIdentity;
const OPEN = {
  attemptId: 'a1',
  tournament: 'champions' as const,
  matchId: 'room1',
  paired: true,
  reconnectionToken: 'room1:seat',
};

async function startWith(ending: ServerEnding) {
  // the fee of the open match paid: one ticket below the cap
  const fresh = createNewPlayer();
  const saved = {
    ...fresh,
    currencies: { ...fresh.currencies, tickets: fresh.currencies.tickets - 1 },
    identity: IDENTITY,
    openMatch: OPEN,
  };
  setStorageForTests(createMemoryStorage({ [PLAYER_STORAGE_KEY]: serializePlayer(saved) }));
  let askedWith: [string, string | null] | null = null;
  await usePlayerStore.getState().loadOnce(Date.now(), {
    fateOf: (open, record) => {
      askedWith = [open.matchId ?? '', record.identity?.playerId ?? null];
      return Promise.resolve({ ending });
    },
  });
  const { record, interruptedMatch } = usePlayerStore.getState();
  if (record === null) throw new Error('not loaded');
  return { record, interruptedMatch, askedWith, tickets: saved.currencies.tickets };
}

beforeEach(() => usePlayerStore.setState({ status: 'loading', record: null, interruptedMatch: null }));

describe('start-up: a lost seat’s match settled as the server says (issue 25)', () => {
  it('the server has no ending (it died mid-match): void, the fee back, said so', async () => {
    const started = await startWith({ ending: 'none' });
    expect(started.askedWith).toEqual(['room1', IDENTITY.playerId]);
    expect(started.record.openMatch).toBeNull();
    expect(started.record.currencies.tickets).toBe(started.tickets + 1);
    expect(started.record.stats.losses).toBe(0);
    expect(started.interruptedMatch).toEqual({ tournament: 'champions', refunded: true, shown: 'void' });
  });

  it('a recorded forfeit by this player is a loss; a match won meanwhile is a win', async () => {
    const left = await startWith({ ending: 'forfeit', outcome: 'lose' });
    expect(left.record.stats.losses).toBe(1);
    expect(left.interruptedMatch).toEqual({ tournament: 'champions', refunded: false, shown: 'left' });
    const won = await startWith({ ending: 'finished', outcome: 'win' });
    expect(won.record.stats.wins).toBe(1);
    expect(won.interruptedMatch?.shown).toBe('won');
  });

  it('no answer: the match stays open (no fee lost, no loss), pending', async () => {
    const started = await startWith({ ending: 'unreachable' });
    expect(started.record.openMatch).toEqual(OPEN);
    expect(started.record.currencies.tickets).toBe(started.tickets);
    expect(started.record.stats.gamesPlayed).toBe(0);
    expect(started.interruptedMatch).toEqual({ tournament: 'champions', refunded: false, shown: 'pending' });
  });
});
