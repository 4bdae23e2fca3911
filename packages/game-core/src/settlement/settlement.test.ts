import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  COIN_PACKAGES,
  CREDITED_PURCHASES_LIMIT,
  DIAMOND_PACKAGES,
  RATING_MAX,
  TOURNAMENTS,
} from '../constants';
import { createNewPlayer } from '../player/defaults';
import { arbPlayerRecord } from '../player/test-helpers';
import type { PlayerRecord } from '../player/types';
import { validatePlayerRecord } from '../player/validate';
import { serializePlayer } from '../player/serialize';
import { matchExperience, matchRewardCoins } from '../match/scoring';
import { creditPurchase, markMatchJoined, openMatch, settleMatch, type MatchSettlement } from './index';

const NOW = 1_700_000_000_000;

function opened(tournament = 'champions', attemptId = 'a1'): PlayerRecord {
  const result = openMatch(createNewPlayer(), tournament, attemptId, NOW);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

function paired(record: PlayerRecord, attemptId = 'a1'): PlayerRecord {
  const result = markMatchJoined(record, attemptId, { matchId: 'room1', paired: true });
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

describe('openMatch', () => {
  it('pays the entry fee and records the open match in one record', () => {
    const record = opened('champions');
    expect(record.currencies.tickets).toBe(10 - TOURNAMENTS.champions.entryFeeTickets);
    expect(record.openMatch).toEqual({
      attemptId: 'a1',
      tournament: 'champions',
      matchId: null,
      paired: false,
      reconnectionToken: null,
    });
    expect(validatePlayerRecord(JSON.parse(serializePlayer(record))).ok).toBe(true);
  });

  it('refuses a second open match, a bad id and what payEntryFee refuses, changing nothing', () => {
    expect(openMatch(opened(), 'rookie', 'a2', NOW)).toEqual({ ok: false, reason: 'match_already_open' });
    expect(openMatch(createNewPlayer(), 'rookie', 'bad id', NOW)).toEqual({
      ok: false,
      reason: 'invalid_attempt_id',
    });
    expect(openMatch(createNewPlayer(), 'nope', 'a1', NOW)).toEqual({
      ok: false,
      reason: 'unknown_tournament',
    });
    const broke = { ...createNewPlayer(), currencies: { moneys: 0, diamonds: 0, tickets: 0 } };
    expect(openMatch(broke, 'rookie', 'a1', NOW)).toEqual({ ok: false, reason: 'not_enough_tickets' });
  });
});

describe('markMatchJoined', () => {
  it('notes the room id and the pairing, never unpairs, and returns the same record when nothing changes', () => {
    const joined = markMatchJoined(opened(), 'a1', { matchId: 'room1' });
    expect(joined.ok && joined.state.openMatch).toMatchObject({ matchId: 'room1', paired: false });
    const record = paired(opened());
    expect(record.openMatch).toMatchObject({ matchId: 'room1', paired: true });
    expect(markMatchJoined(record, 'a1', { paired: true })).toEqual({ ok: true, state: record });
    expect(markMatchJoined(record, 'other', { paired: true })).toEqual({ ok: false, reason: 'not_open' });
    expect(markMatchJoined(record, 'a1', { matchId: '"x"' })).toEqual({
      ok: false,
      reason: 'invalid_match_id',
    });
  });

  it("keeps the seat's reconnection token and a moved search's new room id (issue 25)", () => {
    const joined = markMatchJoined(opened(), 'a1', { matchId: 'room1', reconnectionToken: 'room1:tok' });
    expect(joined.ok && joined.state.openMatch).toMatchObject({ reconnectionToken: 'room1:tok' });
    if (!joined.ok) return;
    const moved = markMatchJoined(joined.state, 'a1', { matchId: 'room2', reconnectionToken: 'room2:tok2' });
    expect(moved.ok && moved.state.openMatch).toMatchObject({
      matchId: 'room2',
      reconnectionToken: 'room2:tok2',
    });
    expect(markMatchJoined(joined.state, 'a1', { reconnectionToken: 'room1:tok' })).toEqual({
      ok: true,
      state: joined.state,
    });
    expect(markMatchJoined(joined.state, 'a1', { reconnectionToken: 'a b' })).toEqual({
      ok: false,
      reason: 'invalid_match_id',
    });
  });
});

describe('settleMatch', () => {
  const result: MatchSettlement = {
    kind: 'result',
    outcome: 'win',
    correct: 4,
    incorrect: 1,
    points: 520,
    rewardCoins: TOURNAMENTS.champions.rewardCoins,
    experience: 90,
    seenPlayerIds: ['p1', 'p2'],
  };

  it('completed: applies the server result and closes the match', () => {
    const before = paired(opened());
    const settled = settleMatch(before, 'a1', result, NOW);
    if (!settled.ok) throw new Error(settled.reason);
    expect(settled.state.openMatch).toBeNull();
    expect(settled.state.stats).toMatchObject({
      gamesPlayed: 1,
      wins: 1,
      totalCorrectAnswers: 4,
      highestScore: 520,
    });
    expect(settled.state.currencies.moneys).toBe(
      before.currencies.moneys + TOURNAMENTS.champions.rewardCoins,
    );
    expect(settled.state.recentPlayerIds).toEqual(['p1', 'p2']);
  });

  it('decided early: a result after fewer rounds counts the rounds played', () => {
    const early: MatchSettlement = { ...result, outcome: 'lose', correct: 0, incorrect: 3, rewardCoins: 0 };
    const settled = settleMatch(paired(opened()), 'a1', early, NOW);
    expect(settled.ok && settled.state.stats).toMatchObject({
      gamesPlayed: 1,
      losses: 1,
      totalIncorrectAnswers: 3,
    });
  });

  it('forfeit once paired: a loss with the loss reward game-core decides; before pairing: a refund', () => {
    const before = paired(opened('legendary'));
    const play = { correct: 2, incorrect: 1, points: 200, seenPlayerIds: ['p9'] };
    const settled = settleMatch(before, 'a1', { kind: 'forfeit', ...play }, NOW);
    if (!settled.ok) throw new Error(settled.reason);
    expect(settled.state.stats).toMatchObject({ gamesPlayed: 1, losses: 1, totalCorrectAnswers: 2 });
    expect(settled.state.currencies.moneys).toBe(
      before.currencies.moneys + matchRewardCoins('legendary', 'lose'),
    );
    expect(settled.state.profile.experience).toBe(matchExperience('lose', 2));
    const unpaired = settleMatch(opened('legendary'), 'a1', { kind: 'forfeit', ...play }, NOW);
    expect(unpaired.ok && unpaired.state.currencies.tickets).toBe(10);
    expect(unpaired.ok && unpaired.state.stats.gamesPlayed).toBe(0);
  });

  it('abandoned (reload or closed tab): a loss with nothing played once paired, a refund before', () => {
    const lost = settleMatch(paired(opened('rookie')), 'a1', { kind: 'abandoned' }, NOW);
    expect(lost.ok && lost.state.stats).toMatchObject({ gamesPlayed: 1, losses: 1, totalCorrectAnswers: 0 });
    expect(lost.ok && lost.state.currencies.tickets).toBe(10 - TOURNAMENTS.rookie.entryFeeTickets);
    const refunded = settleMatch(opened('rookie'), 'a1', { kind: 'abandoned' }, NOW);
    expect(refunded.ok && refunded.state.currencies.tickets).toBe(10);
    expect(refunded.ok && refunded.state.openMatch).toBeNull();
  });

  it.each(['void', 'not_started'] as const)(
    '%s: the fee comes back, even once paired, and nothing is counted',
    (kind) => {
      const settled = settleMatch(paired(opened('champions')), 'a1', { kind }, NOW);
      if (!settled.ok) throw new Error(settled.reason);
      expect(settled.state.currencies.tickets).toBe(10);
      expect(settled.state.stats.gamesPlayed).toBe(0);
      expect(settled.state.openMatch).toBeNull();
    },
  );

  it('settles exactly once: a second settlement, or one for another attempt, is not_open', () => {
    const once = settleMatch(paired(opened()), 'a1', result, NOW);
    if (!once.ok) throw new Error(once.reason);
    expect(settleMatch(once.state, 'a1', result, NOW)).toEqual({ ok: false, reason: 'not_open' });
    expect(settleMatch(once.state, 'a1', { kind: 'void' }, NOW)).toEqual({ ok: false, reason: 'not_open' });
    expect(settleMatch(paired(opened()), 'a2', result, NOW)).toEqual({ ok: false, reason: 'not_open' });
  });

  it('keeps the match open when the result is refused', () => {
    const bad = { ...result, points: -1 };
    expect(settleMatch(paired(opened()), 'a1', bad, NOW)).toEqual({ ok: false, reason: 'invalid_result' });
  });

  describe('skill rating: the server’s (issue 27)', () => {
    const server = { rating: 1662.31, rd: 290.32, volatility: 0.059999 };

    it("a result that carries the server's rating puts it in that tournament only", () => {
      const before = paired(opened('champions'));
      const won = settleMatch(before, 'a1', { ...result, serverRating: server }, NOW);
      if (!won.ok) throw new Error(won.reason);
      expect(won.state.ratings.champions).toEqual(server);
      expect(won.state.ratings.rookie).toEqual(before.ratings.rookie);
      expect(won.state.ratings.legendary).toEqual(before.ratings.legendary);
      expect(validatePlayerRecord(JSON.parse(serializePlayer(won.state))).ok).toBe(true);
    });

    it('the device computes no rating of its own: without the server’s, a result counts and the rating stays', () => {
      const before = paired(opened('champions'));
      const settled = settleMatch(before, 'a1', result, NOW);
      expect(settled.ok && settled.state.ratings).toEqual(before.ratings);
      expect(settled.ok && settled.state.stats.wins).toBe(1);
      const play = { correct: 1, incorrect: 0, points: 90, seenPlayerIds: [] };
      const lost = settleMatch(paired(opened('rookie')), 'a1', { kind: 'forfeit', ...play }, NOW);
      expect(lost.ok && lost.state.ratings).toEqual(createNewPlayer().ratings);
      expect(lost.ok && lost.state.stats.losses).toBe(1);
    });

    it.each(['void', 'not_started', 'abandoned'] as const)('%s never moves a rating', (kind) => {
      const before = paired(opened('legendary'));
      const settled = settleMatch(before, 'a1', { kind }, NOW);
      expect(settled.ok && settled.state.ratings).toEqual(before.ratings);
    });

    it('a rating outside the bounds is ignored: the record stays valid', () => {
      const before = paired(opened('champions'));
      const absurd = settleMatch(
        before,
        'a1',
        { ...result, serverRating: { rating: 1e12, rd: 0, volatility: 2 } },
        NOW,
      );
      if (!absurd.ok) throw new Error(absurd.reason);
      expect(absurd.state.ratings.champions).toEqual(before.ratings.champions);
      expect(absurd.state.ratings.champions.rating).toBeLessThanOrEqual(RATING_MAX);
      expect(validatePlayerRecord(JSON.parse(serializePlayer(absurd.state))).ok).toBe(true);
    });
  });

  it('property: any settlement of any open match closes it, never lowers a balance below 0, and validates', () => {
    const settlement = fc.constantFrom<MatchSettlement>(
      result,
      { kind: 'forfeit', correct: 1, incorrect: 2, points: 100, seenPlayerIds: [] },
      { kind: 'abandoned' },
      { kind: 'void' },
      { kind: 'not_started' },
    );
    fc.assert(
      fc.property(
        arbPlayerRecord({ maxTicketsLimit: 20 }),
        settlement,
        fc.boolean(),
        (record, how, isPaired) => {
          const start = openMatch({ ...record, openMatch: null }, 'rookie', 'x', NOW);
          fc.pre(start.ok);
          if (!start.ok) return;
          const open = isPaired ? markMatchJoined(start.state, 'x', { paired: true }) : start;
          if (!open.ok) throw new Error('not open');
          const settled = settleMatch(open.state, 'x', how, NOW);
          if (!settled.ok) return;
          expect(settled.state.openMatch).toBeNull();
          expect(validatePlayerRecord(JSON.parse(serializePlayer(settled.state))).ok).toBe(true);
          expect(settleMatch(settled.state, 'x', how, NOW).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('creditPurchase', () => {
  it('credits the package and marks the transaction in one record; a repeat is already_credited', () => {
    const record = createNewPlayer();
    const first = creditPurchase(record, 'tx-1', 'diamonds_small');
    if (!first.ok) throw new Error(first.reason);
    expect(first.state.currencies.diamonds).toBe(
      record.currencies.diamonds + DIAMOND_PACKAGES.diamonds_small.diamonds,
    );
    expect(first.state.creditedPurchases).toEqual(['tx-1']);
    expect(creditPurchase(first.state, 'tx-1', 'diamonds_small')).toEqual({
      ok: false,
      reason: 'already_credited',
    });
    const coins = creditPurchase(first.state, 'tx-2', 'coins_small');
    expect(coins.ok && coins.state.currencies.moneys).toBe(
      record.currencies.moneys + COIN_PACKAGES.coins_small.coins,
    );
  });

  it('refuses unknown packages and malformed ids without marking them', () => {
    expect(creditPurchase(createNewPlayer(), 'tx-1', 'nope')).toEqual({
      ok: false,
      reason: 'package_not_found',
    });
    expect(creditPurchase(createNewPlayer(), '', 'coins_small')).toEqual({
      ok: false,
      reason: 'invalid_transaction_id',
    });
    expect(creditPurchase(createNewPlayer(), 'a"b', 'coins_small')).toEqual({
      ok: false,
      reason: 'invalid_transaction_id',
    });
  });

  it('keeps the newest CREDITED_PURCHASES_LIMIT ids', () => {
    const full = {
      ...createNewPlayer(),
      creditedPurchases: Array.from({ length: CREDITED_PURCHASES_LIMIT }, (_, i) => `t${i}`),
    };
    const next = creditPurchase(full, 'new', 'coins_small');
    if (!next.ok) throw new Error(next.reason);
    expect(next.state.creditedPurchases).toHaveLength(CREDITED_PURCHASES_LIMIT);
    expect(next.state.creditedPurchases.at(-1)).toBe('new');
    expect(next.state.creditedPurchases[0]).toBe('t1');
    expect(validatePlayerRecord(JSON.parse(serializePlayer(next.state))).ok).toBe(true);
  });
});
