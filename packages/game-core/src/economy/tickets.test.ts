import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_PRICE_DIAMONDS } from '../constants';
import { createNewPlayer } from '../player';
import type { PlayerRecord } from '../player';
import { arbPlayerRecord } from '../player/test-helpers';
import {
  buyTicketPackage,
  buyTickets,
  canPayEntryFee,
  msUntilNextTicket,
  payEntryFee,
  refillTickets,
  refundEntryFee,
  ticketPriceDiamonds,
} from './index';

const T0 = 1_700_000_000_000;
const I = 600_000;

function withTickets(tickets: number, timerMs: number | null, diamonds = 100): PlayerRecord {
  const base = createNewPlayer();
  return {
    ...base,
    currencies: { ...base.currencies, tickets, diamonds },
    nextTicketTimestamp: timerMs === null ? null : new Date(timerMs),
  };
}

function state<R extends string>(
  result: { ok: true; state: PlayerRecord } | { ok: false; reason: R },
): PlayerRecord {
  if (!result.ok) throw new Error(`expected success, got ${result.reason}`);
  return result.state;
}

describe('refillTickets (spec §4)', () => {
  it.each([
    // [case, tickets, timer, now, tickets after, timer after]
    ['at max: nothing pending', 10, null, T0, 10, null],
    ['at max: a stale timer is cleared', 10, T0 - 5, T0, 10, null],
    ['below max without timer: it starts', 4, null, T0, 4, T0 + I],
    ['timer not reached yet', 4, T0 + 1, T0, 4, T0 + 1],
    ['timer reached exactly: one ticket', 4, T0, T0, 5, T0 + I],
    ['just under two intervals: one ticket', 4, T0, T0 + I - 1, 5, T0 + I],
    ['two full intervals: two tickets', 4, T0, T0 + I, 6, T0 + 2 * I],
    ['capped at max: timer cleared', 8, T0, T0 + 10 * I, 10, null],
    ['reaches max exactly: timer cleared', 9, T0, T0 + 1, 10, null],
    ['clock set back: timer pulled back', 4, T0 + 5 * I, T0, 4, T0 + I],
  ])('%s', (_name, tickets, timer, now, ticketsAfter, timerAfter) => {
    const refilled = state(refillTickets(withTickets(tickets, timer), now));
    expect(refilled.currencies.tickets).toBe(ticketsAfter);
    expect(refilled.nextTicketTimestamp?.getTime() ?? null).toBe(timerAfter);
  });

  it.each([Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY])('rejects the time %s', (now) => {
    expect(refillTickets(withTickets(3, null), now)).toEqual({ ok: false, reason: 'invalid_time' });
  });

  it('matches the closed-form count of full intervals and splitting a span changes nothing', () => {
    fc.assert(
      fc.property(
        arbPlayerRecord({ maxTicketsLimit: 30 }),
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5 * 24 * 3_600_000 }), { minLength: 1, maxLength: 8 }),
        (record, startMs, steps) => {
          // Start from a state at startMs as the rules leave it: timer at most one interval ahead.
          const interval = record.ticketRefillInterval;
          const timer = record.nextTicketTimestamp;
          const start = state(
            refillTickets(
              {
                ...record,
                nextTicketTimestamp: timer && new Date(Math.min(timer.getTime(), startMs + interval)),
              },
              startMs,
            ),
          );
          let stepped = start;
          let now = startMs;
          for (const step of steps) {
            now += step;
            stepped = state(refillTickets(stepped, now));
          }
          const once = state(refillTickets(start, now));
          expect(stepped).toEqual(once);

          const { tickets } = start.currencies;
          const startTimer = start.nextTicketTimestamp?.getTime();
          const earned =
            startTimer === undefined || now < startTimer ? 0 : 1 + Math.floor((now - startTimer) / interval);
          expect(once.currencies.tickets).toBe(Math.min(start.maxTickets, tickets + earned));
          if (once.currencies.tickets >= once.maxTickets) expect(once.nextTicketTimestamp).toBeNull();
          else {
            const ms = msUntilNextTicket(once, now);
            expect(ms).toBeGreaterThan(0);
            expect(ms).toBeLessThanOrEqual(interval);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('msUntilNextTicket', () => {
  it.each([
    ['full: nothing pending', 10, null, T0, null],
    ['no timer yet: a whole interval', 3, null, T0, I],
    ['timer ahead', 3, T0 + 1234, T0, 1234],
    ['timer passed: time to the moved timer', 3, T0 - 100, T0, I - 100],
    ['invalid time', 3, null, Number.NaN, null],
  ])('%s', (_name, tickets, timer, now, expected) => {
    expect(msUntilNextTicket(withTickets(tickets, timer), now)).toBe(expected);
  });
});

describe('ticketPriceDiamonds (spec §5)', () => {
  it.each([
    [1, 10],
    [3, 30],
    [5, 50],
  ])('%d ticket(s) cost %d diamonds, the price buyTickets charges', (quantity, diamonds) => {
    expect(ticketPriceDiamonds(quantity)).toBe(diamonds);
    const bought = buyTickets(withTickets(0, null, 100), quantity, T0);
    expect(bought.ok && bought.state.currencies.diamonds).toBe(100 - diamonds);
  });
});

describe('entry fees', () => {
  it.each([
    ['rookie', 1, true],
    ['rookie', 0, false],
    ['legendary', 2, false],
    ['legendary', 3, true],
    ['unknown', 10, false],
    ['toString', 10, false],
  ])('canPayEntryFee(%s) with %i tickets → %s', (id, tickets, expected) => {
    expect(canPayEntryFee(withTickets(tickets, null), id)).toBe(expected);
  });

  it('pays the fee and starts the timer when dropping below max', () => {
    const paid = state(payEntryFee(withTickets(10, null), 'champions', T0));
    expect(paid.currencies.tickets).toBe(8);
    expect(paid.nextTicketTimestamp).toEqual(new Date(T0 + I));
  });

  it('keeps a running timer and counts tickets already earned by time', () => {
    const paid = state(payEntryFee(withTickets(0, T0 - 1), 'rookie', T0));
    expect(paid.currencies.tickets).toBe(0);
    expect(paid.nextTicketTimestamp).toEqual(new Date(T0 - 1 + I));
  });

  it.each([
    ['not_enough_tickets', withTickets(2, T0 + 5), 'legendary', T0],
    ['unknown_tournament', withTickets(10, null), 'mega', T0],
    ['invalid_time', withTickets(10, null), 'rookie', Number.NaN],
  ])('fails with %s and changes nothing', (reason, record, id, now) => {
    const before = JSON.stringify(record);
    expect(payEntryFee(record, id, now)).toEqual({ ok: false, reason });
    expect(JSON.stringify(record)).toBe(before);
  });

  it('refunds the fee, capped at max (timer cleared)', () => {
    const refunded = state(refundEntryFee(withTickets(5, T0 + 10), 'legendary', T0));
    expect(refunded.currencies.tickets).toBe(8);
    expect(refunded.nextTicketTimestamp).toEqual(new Date(T0 + 10));
    const capped = state(refundEntryFee(withTickets(9, T0 + 10), 'legendary', T0));
    expect(capped.currencies.tickets).toBe(10);
    expect(capped.nextTicketTimestamp).toBeNull();
  });

  it.each([
    ['unknown_tournament', 'nope', T0],
    ['invalid_time', 'rookie', -5],
  ])('refund fails with %s', (reason, id, now) => {
    expect(refundEntryFee(withTickets(5, null), id, now)).toEqual({ ok: false, reason });
  });
});

describe('buyTickets (spec §5)', () => {
  it('charges quantity × price and starts the timer while there is room', () => {
    const bought = state(buyTickets(withTickets(5, null, 100), 3, T0));
    expect(bought.currencies).toMatchObject({ tickets: 8, diamonds: 100 - 3 * TICKET_PRICE_DIAMONDS });
    expect(bought.nextTicketTimestamp).toEqual(new Date(T0 + I));
  });

  it('clears the timer when the purchase fills up', () => {
    const bought = state(buyTickets(withTickets(5, T0 + 7, 100), 5, T0));
    expect(bought.currencies.tickets).toBe(10);
    expect(bought.nextTicketTimestamp).toBeNull();
  });

  it.each([
    ['tickets_full', withTickets(8, T0 + 5, 100), 3, T0],
    ['tickets_full (after refill)', withTickets(8, T0 - 1, 100), 2, T0],
    ['not_enough_diamonds', withTickets(0, T0 + 5, 29), 3, T0],
    ['unknown', withTickets(0, null), 0, T0],
    ['unknown', withTickets(0, null), -1, T0],
    ['unknown', withTickets(0, null), 1.5, T0],
    ['invalid_time', withTickets(0, null), 1, Number.NaN],
  ])('fails with %s and changes nothing', (reason, record, quantity, now) => {
    const before = JSON.stringify(record);
    expect(buyTickets(record, quantity, now)).toEqual({ ok: false, reason: reason.split(' ')[0] });
    expect(JSON.stringify(record)).toBe(before);
  });

  it.each([
    ['small', 1],
    ['medium', 3],
    ['large', 5],
  ])('buyTicketPackage(%s) adds %i tickets', (id, quantity) => {
    const bought = state(buyTicketPackage(withTickets(0, null, 100), id, T0));
    expect(bought.currencies.tickets).toBe(quantity);
    expect(bought.currencies.diamonds).toBe(100 - quantity * TICKET_PRICE_DIAMONDS);
  });

  it('buyTicketPackage rejects unknown ids', () => {
    expect(buyTicketPackage(withTickets(0, null), 'constructor', T0)).toEqual({
      ok: false,
      reason: 'package_not_found',
    });
  });
});
