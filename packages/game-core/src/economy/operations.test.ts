/**
 * Long random sequences of player operations with time moving forward: the invariants every rule must keep
 * together, whatever the order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLEATS, SHIRTS, TOURNAMENT_IDS } from '../constants';
import { createNewPlayer, parsePlayer, serializePlayer, validatePlayerRecord } from '../player';
import type { PlayerRecord } from '../player';
import { arbPlayerRecord } from '../player/test-helpers';
import { addExperience, applyMatchResult, markTutorialSeen, setUsername } from '../progress';
import type { Result } from '../result';
import {
  addCurrency,
  buyBlockAds,
  buyPowerUp,
  buySkin,
  buyTicketPackage,
  buyTickets,
  claimRewardedAd,
  creditStorePackage,
  equipSkin,
  payEntryFee,
  recordAdWatch,
  refillTickets,
  refundEntryFee,
  registerInterstitialClick,
  spendCurrency,
  spendPowerUp,
} from './index';

type Op = (record: PlayerRecord, nowMs: number) => Result<PlayerRecord, string>;

const amount = fc.oneof(
  fc.integer({ min: 0, max: 50 }),
  fc.integer({ min: 0, max: 5000 }),
  fc.constantFrom(-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60),
);
const currency = fc.constantFrom('moneys', 'diamonds', 'tickets', 'gems');
const tournament = fc.constantFrom(...TOURNAMENT_IDS, 'mystery');
const skin = fc.oneof(
  fc.constantFrom(...SHIRTS.map((s) => ['shirt', s.id] as const)),
  fc.constantFrom(...CLEATS.map((s) => ['cleat', s.id] as const)),
  fc.constant(['hat', 'red'] as const),
);
const powerUp = fc.constantFrom('golden_shot', 'energy_drink', 'whistle', 'rocket');

const arbOp: fc.Arbitrary<[string, Op]> = fc.oneof(
  fc
    .tuple(currency, amount)
    .map(([c, a]): [string, Op] => [`add ${c} ${a}`, (r, t) => addCurrency(r, c, a, t)]),
  fc
    .tuple(currency, amount)
    .map(([c, a]): [string, Op] => [`spend ${c} ${a}`, (r, t) => spendCurrency(r, c, a, t)]),
  fc
    .integer({ min: -1, max: 6 })
    .map((q): [string, Op] => [`buyTickets ${q}`, (r, t) => buyTickets(r, q, t)]),
  fc
    .constantFrom('small', 'medium', 'large', 'huge')
    .map((id): [string, Op] => [`buyTicketPackage ${id}`, (r, t) => buyTicketPackage(r, id, t)]),
  fc.constant<[string, Op]>(['refill', (r, t) => refillTickets(r, t)]),
  tournament.map((id): [string, Op] => [`pay ${id}`, (r, t) => payEntryFee(r, id, t)]),
  tournament.map((id): [string, Op] => [`refund ${id}`, (r, t) => refundEntryFee(r, id, t)]),
  skin.map(([slot, id]): [string, Op] => [`buySkin ${slot} ${id}`, (r) => buySkin(r, slot, id)]),
  skin.map(([slot, id]): [string, Op] => [`equip ${slot} ${id}`, (r) => equipSkin(r, slot, id)]),
  fc
    .tuple(powerUp, fc.integer({ min: -1, max: 4 }))
    .map(([id, q]): [string, Op] => [`buyPowerUp ${id} ${q}`, (r) => buyPowerUp(r, id, q)]),
  powerUp.map((id): [string, Op] => [`use ${id}`, (r) => spendPowerUp(r, id)]),
  fc.constant<[string, Op]>(['recordAdWatch', (r, t) => recordAdWatch(r, t)]),
  fc
    .tuple(fc.boolean(), fc.integer({ min: -720, max: 840 }))
    .map(([full, tz]): [string, Op] => [
      `claim ${full} tz ${tz}`,
      (r, t) => claimRewardedAd(r, { watchedFully: full }, t, tz),
    ]),
  fc.constant<[string, Op]>(['click', (r) => ({ ok: true, state: registerInterstitialClick(r).state })]),
  fc.constant<[string, Op]>(['blockAds', (r) => buyBlockAds(r)]),
  fc
    .constantFrom('diamonds_small', 'coins_large', 'coins_huge')
    .map((id): [string, Op] => [`credit ${id}`, (r) => creditStorePackage(r, id)]),
  fc.integer({ min: -5, max: 3000 }).map((xp): [string, Op] => [`xp ${xp}`, (r) => addExperience(r, xp)]),
  fc
    .constantFrom('shop_guide', 'home_guide', 'nope')
    .map((f): [string, Op] => [`tutorial ${f}`, (r) => markTutorialSeen(r, f)]),
  fc
    .constantFrom('Zizou', 'ab', '  Pelé10  ')
    .map((n): [string, Op] => [`name ${n}`, (r) => setUsername(r, n)]),
  fc
    .record({
      outcome: fc.constantFrom('win' as const, 'lose' as const, 'draw' as const),
      correct: fc.integer({ min: -1, max: 5 }),
      incorrect: fc.integer({ min: 0, max: 5 }),
      points: fc.integer({ min: 0, max: 800 }),
      rewardCoins: fc.integer({ min: 0, max: 600 }),
      experience: fc.integer({ min: 0, max: 400 }),
      seenPlayerIds: fc.array(fc.constantFrom('messi', 'pele', 'kaka'), { maxLength: 4 }),
    })
    .map((input): [string, Op] => [`result ${input.outcome}`, (r) => applyMatchResult(r, input)]),
);

const arbStepMs = fc.oneof(
  fc.integer({ min: 0, max: 30 * 60_000 }),
  fc.integer({ min: 0, max: 2 * 3_600_000 }),
  fc.integer({ min: 0, max: 3 * 24 * 3_600_000 }),
);
const arbStep = fc.tuple(arbStepMs, arbOp);

function checkInvariants(record: PlayerRecord): void {
  const { moneys, diamonds, tickets } = record.currencies;
  expect(moneys).toBeGreaterThanOrEqual(0);
  expect(diamonds).toBeGreaterThanOrEqual(0);
  expect(tickets).toBeGreaterThanOrEqual(0);
  expect(tickets).toBeLessThanOrEqual(record.maxTickets);
  for (const stack of record.inventory.powerUps) expect(stack.quantity).toBeGreaterThanOrEqual(0);
  expect(validatePlayerRecord(record)).toEqual({ ok: true, state: record });
}

describe('random operation sequences', () => {
  it('keep balances ≥ 0, tickets within [0, max], records valid, and failed operations change nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(createNewPlayer()), arbPlayerRecord({ maxTicketsLimit: 12 })),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.array(arbStep, { minLength: 20, maxLength: 150, size: 'max' }),
        (initial, startMs, steps) => {
          let record = initial;
          let now = startMs;
          // Bring the timer within one interval of the start, as any rule at startMs would.
          const started = refillTickets(record, now);
          if (started.ok) record = started.state;
          for (const [stepMs, [name, op]] of steps) {
            now += stepMs;
            const before = JSON.stringify(record);
            const snapshot = structuredCloneRecord(record);
            // Whatever the next operation, a refill at this moment must earn exactly the closed-form count.
            const refilled = refillTickets(record, now);
            expect(refilled.ok).toBe(true);
            if (refilled.ok) checkRefill(record, refilled.state, now);
            const result = op(record, now);
            expect(JSON.stringify(record), `${name} mutated its input`).toBe(before);
            if (!result.ok) {
              expect(record, `${name} failed with ${result.reason}`).toEqual(snapshot);
              continue;
            }
            record = result.state;
            checkInvariants(record);
          }
          expect(parsePlayer(serializePlayer(record))).toEqual({
            ok: true,
            state: { ...record, loaded: true },
          });
        },
      ),
      { numRuns: 150 },
    );
    // 150 sequences of up to 150 steps, each validating the whole record: seconds of work on a shared machine.
  }, 60_000);
});

/** A refill adds exactly the full intervals elapsed since the timer, capped at max (closed form). */
function checkRefill(before: PlayerRecord, after: PlayerRecord, nowMs: number): void {
  const timer = before.nextTicketTimestamp?.getTime();
  const earned =
    timer === undefined || nowMs < timer ? 0 : 1 + Math.floor((nowMs - timer) / before.ticketRefillInterval);
  const expected = Math.min(before.maxTickets, before.currencies.tickets + earned);
  expect(after.currencies.tickets).toBe(expected);
}

function structuredCloneRecord(record: PlayerRecord): PlayerRecord {
  const copy = JSON.parse(serializePlayer(record)) as PlayerRecord;
  return {
    ...copy,
    ads: {
      ...copy.ads,
      adWatchStats: {
        ...copy.ads.adWatchStats,
        lastWatched: record.ads.adWatchStats.lastWatched && new Date(record.ads.adWatchStats.lastWatched),
      },
    },
    nextTicketTimestamp: record.nextTicketTimestamp && new Date(record.nextTicketTimestamp),
    loaded: record.loaded,
  };
}
