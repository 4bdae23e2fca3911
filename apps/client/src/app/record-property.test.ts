import {
  DIAMOND_PACKAGES,
  PLAYER_STORAGE_KEY,
  STARTING_DIAMONDS,
  STARTING_TICKETS,
  createNewPlayer,
  ok,
  serializePlayer,
  validatePlayerRecord,
} from '@goalguessr/game-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { duelReducer } from '../features/match/duel/duel-reducer';
import { INITIAL_MATCH_STATE, type MatchInput, type MatchState } from '../features/match/duel/duel-state';
import { finishPendingPurchases, creditTransaction } from '../lib/purchases';
import { setStoreForTests, type StoreTransaction } from '../platform/store';
import { setStorageForTests } from '../platform/storage';
import { createCrashingStorage } from '../testing/crash-storage';
import { UNREADABLE_SAVE_PREFIX, whenWritesSettled } from '../state/persistence';
import { usePlayerStore } from '../state/player-store';

/** A fixed clock: no ticket is ever refilled, so tickets count entry fees exactly. */
const NOW = 1_770_000_000_000;
const PACKAGES = ['diamonds_small', 'diamonds_medium', 'diamonds_large'] as const;

type Op =
  | { kind: 'purchase'; tx: number; pkg: (typeof PACKAGES)[number] }
  | {
      kind: 'match';
      paired: boolean;
      end: 'win' | 'lose' | 'draw' | 'void' | 'forfeit' | 'cancel' | 'left' | 'open';
    }
  | { kind: 'restart' }
  | { kind: 'crash'; afterWrites: number }
  | { kind: 'corrupt'; at: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      tx: fc.nat(6),
      pkg: fc.constantFrom(...PACKAGES),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('match' as const),
      paired: fc.boolean(),
      end: fc.constantFrom('win', 'lose', 'draw', 'void', 'forfeit', 'cancel', 'left', 'open' as const),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('crash' as const), afterWrites: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('corrupt' as const), at: fc.nat() }) },
);

/** The app on one device: its disk, the store's purchase history (kept by the store, not the app). */
class Device {
  disk = new Map<string, string>();
  storeHistory: StoreTransaction[] = [];
  match: MatchState = INITIAL_MATCH_STATE;
  attempts = 0;
  storage = createCrashingStorage(this.disk);

  async start(): Promise<void> {
    this.storage = createCrashingStorage(this.disk);
    setStorageForTests(this.storage);
    this.match = INITIAL_MATCH_STATE;
    usePlayerStore.setState({ status: 'loading', record: null, error: null, interruptedMatch: null });
    await usePlayerStore.getState().load(NOW);
    await whenWritesSettled();
    if (usePlayerStore.getState().status === 'ready') await finishPendingPurchases();
    await whenWritesSettled();
  }

  /** The match controller's loop, without a socket: the reducer's `save` effects go through the real store. */
  send(input: MatchInput): void {
    const record = usePlayerStore.getState().record;
    const step = duelReducer(this.match, { ...input, nowMs: NOW, record });
    this.match = step.state;
    for (const effect of step.effects) {
      if (effect.kind === 'save') usePlayerStore.getState().apply(() => ok(effect.record));
    }
  }

  async play(op: Extract<Op, { kind: 'match' }>): Promise<void> {
    const attemptId = `attempt-${(this.attempts += 1)}`;
    this.send({ type: 'starting', tournament: 'rookie', attemptId });
    this.send({ type: 'play', attemptId, online: true });
    if (this.match.stage !== 'lobby') return;
    this.send({
      type: 'joined',
      attemptId,
      matchId: `room-${this.attempts}`,
      reconnectionToken: `room-${this.attempts}:seat`,
    });
    if (op.paired) {
      const person = {
        sessionId: 'me',
        username: 'Player',
        shirt: 'white',
        cleat: 'white-black',
        isBot: false,
        connection: 'connected' as const,
        correctCount: 1,
        points: 100,
        answeredThisRound: false,
        rating: 1500,
        ratingDeviation: 350,
        level: 1,
      };
      this.send({
        type: 'state',
        attemptId,
        view: {
          phase: 'round',
          tournament: 'rookie',
          roundIndex: 0,
          totalRounds: 5,
          roundStartedAtMs: NOW,
          roundDeadlineAtMs: NOW,
          estimatedWaitMs: 0,
          searchStartedAtMs: NOW,
          phaseEndsAtMs: NOW,
          me: person,
          opponent: { ...person, sessionId: 'them' },
        },
      });
    }
    switch (op.end) {
      case 'win':
      case 'lose':
      case 'draw':
        this.send({
          type: 'message',
          attemptId,
          message: {
            type: 'match:result',
            payload: {
              outcome: op.end,
              reason: 'completed',
              forfeitedBy: null,
              tournament: 'rookie',
              me: { sessionId: 'me', username: 'Player', isBot: false, correctCount: 2, points: 200 },
              opponent: { sessionId: 'them', username: 'Rival', isBot: false, correctCount: 1, points: 100 },
              rounds: [],
              totalRounds: 5,
              rewardCoins: op.end === 'win' ? 100 : 0,
              experience: 40,
            },
          },
        });
        break;
      case 'void':
        this.send({
          type: 'message',
          attemptId,
          message: { type: 'match:void', payload: { reason: 'server_shutdown' } },
        });
        break;
      case 'forfeit':
        this.send({ type: 'forfeit' });
        break;
      case 'cancel':
        this.send({ type: 'cancel_search' });
        break;
      case 'left':
        this.send({ type: 'left', attemptId, code: 4000 });
        break;
      case 'open':
        break;
    }
    await whenWritesSettled();
  }
}

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
  setStoreForTests(null);
});

describe('the one record under crashes and corruption (property)', () => {
  it('credits every purchase exactly once, settles every match once, never goes negative, never loses a save', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const device = new Device();
        device.disk.set(PLAYER_STORAGE_KEY, serializePlayer({ ...createNewPlayer(), loaded: true }));
        setStoreForTests({
          isTestStore: true,
          loadProducts: () => Promise.resolve([]),
          purchase: () => Promise.resolve({ kind: 'cancelled' }),
          completedTransactions: () => Promise.resolve([...device.storeHistory]),
        });
        await device.start();

        const check = () => {
          const { status, record } = usePlayerStore.getState();
          expect(status).toBe('ready');
          if (record === null) throw new Error('no record');
          expect(validatePlayerRecord(record).ok).toBe(true);
          const { moneys, diamonds, tickets } = record.currencies;
          expect(Math.min(moneys, diamonds, tickets)).toBeGreaterThanOrEqual(0);
          // Exactly-once credit: every credited id is a distinct store transaction, credited for its package.
          const credited = new Set(record.creditedPurchases);
          expect(credited.size).toBe(record.creditedPurchases.length);
          const expectedDiamonds = [...credited].reduce((sum, id) => {
            const tx = device.storeHistory.find((t) => t.transactionId === id);
            if (tx === undefined) throw new Error(`credited ${id} was never bought`);
            return sum + DIAMOND_PACKAGES[tx.packageId as (typeof PACKAGES)[number]].diamonds;
          }, STARTING_DIAMONDS);
          expect(diamonds).toBe(expectedDiamonds);
          // Exactly-once settlement: each rookie match counted cost its one ticket; refunds and open matches balance.
          expect(tickets).toBe(
            STARTING_TICKETS - record.stats.gamesPlayed - (record.openMatch === null ? 0 : 1),
          );
        };

        for (const op of ops) {
          if (op.kind === 'purchase') {
            const tx: StoreTransaction = { transactionId: `GPA.${op.tx}`, packageId: op.pkg };
            // A transaction id names one payment: the store never reports the same id for another package.
            const known = device.storeHistory.find((t) => t.transactionId === tx.transactionId);
            const paid = known ?? tx;
            if (known === undefined) device.storeHistory.push(paid);
            creditTransaction(paid);
            await whenWritesSettled();
          } else if (op.kind === 'match') {
            await device.play(op);
          } else if (op.kind === 'crash') {
            // The app dies after a few more writes; whatever it does next is lost, then it starts again.
            device.storage = createCrashingStorage(device.disk, op.afterWrites);
            setStorageForTests(device.storage);
            await device.play({ kind: 'match', paired: true, end: 'win' });
            // A purchase completes at the store while the app is dying.
            const tx: StoreTransaction = {
              transactionId: `GPA.crash-${device.storeHistory.length}`,
              packageId: 'diamonds_small',
            };
            device.storeHistory.push(tx);
            creditTransaction(tx);
            await whenWritesSettled();
            await device.start();
            check();
          } else if (op.kind === 'corrupt') {
            const text = device.disk.get(PLAYER_STORAGE_KEY) ?? '';
            const broken = text.slice(0, op.at % Math.max(1, text.length));
            device.disk.set(PLAYER_STORAGE_KEY, broken);
            await device.start();
            // Nothing is overwritten: the broken save stays in place and a copy is kept aside.
            expect(usePlayerStore.getState().status).toBe('error');
            expect(device.disk.get(PLAYER_STORAGE_KEY)).toBe(broken);
            const aside = [...device.disk.keys()].filter((k) => k.startsWith(UNREADABLE_SAVE_PREFIX));
            expect(aside.map((k) => device.disk.get(k))).toContain(broken);
            // The player's support restores the last good save; the app carries on from it.
            device.disk.set(PLAYER_STORAGE_KEY, text);
            for (const key of aside) device.disk.delete(key);
            await device.start();
            check();
          } else {
            await device.start();
            check();
          }
        }
        await device.start();
        check();
        // After the restart every purchase the store reported is credited.
        expect(new Set(usePlayerStore.getState().record?.creditedPurchases)).toEqual(
          new Set(device.storeHistory.map((t) => t.transactionId)),
        );
      }),
      { numRuns: 1500 },
    );
  }, 300_000);
});
