import { TICKET_PACKAGES, TICKET_PRICE_DIAMONDS, TOURNAMENTS } from '../constants';
import { lookup } from '../player/numbers';
import type { PlayerRecord } from '../player/types';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { isValidAmount, isValidTime, spendCurrency, withTickets } from './currencies';

/**
 * Refill from timestamps, never timers (spec §4):
 * - at or above maxTickets: nothing pending, the timer is cleared (null);
 * - below max with no timer: the timer starts, next ticket at nowMs + ticketRefillInterval;
 * - once nowMs ≥ the timer: one ticket per FULL interval elapsed since the timer was set to fire
 *   (1 + ⌊(nowMs − timer) / interval⌋), capped at max; the timer moves forward by that many intervals, or is
 *   cleared when max is reached.
 * Splitting a span into several calls gives the same tickets and timer as one call. A timer more than one
 * interval in the future (the device clock was set back) is pulled back to nowMs + interval so it cannot
 * stall. `invalid_time` for a nowMs that is not a whole number ≥ 0.
 */
export function refillTickets(record: PlayerRecord, nowMs: number): Result<PlayerRecord, 'invalid_time'> {
  if (!isValidTime(nowMs)) return fail('invalid_time');
  const { maxTickets, ticketRefillInterval: intervalMs } = record;
  const tickets = record.currencies.tickets;
  if (tickets >= maxTickets) {
    return ok(record.nextTicketTimestamp === null ? record : { ...record, nextTicketTimestamp: null });
  }
  const timerMs = record.nextTicketTimestamp?.getTime() ?? null;
  if (timerMs === null || timerMs > nowMs + intervalMs) {
    return ok({ ...record, nextTicketTimestamp: new Date(nowMs + intervalMs) });
  }
  if (nowMs < timerMs) return ok(record);
  const intervals = 1 + Math.floor((nowMs - timerMs) / intervalMs);
  const refilled = Math.min(maxTickets, tickets + intervals);
  const nextTicketTimestamp = refilled >= maxTickets ? null : new Date(timerMs + intervals * intervalMs);
  return ok({ ...record, currencies: { ...record.currencies, tickets: refilled }, nextTicketTimestamp });
}

/**
 * Milliseconds until the next ticket arrives, in (0, interval], as seen after `refillTickets(record, nowMs)`;
 * null when tickets are full (nothing pending) or nowMs is invalid.
 */
export function msUntilNextTicket(record: PlayerRecord, nowMs: number): number | null {
  const refilled = refillTickets(record, nowMs);
  if (!refilled.ok || refilled.state.nextTicketTimestamp === null) return null;
  return refilled.state.nextTicketTimestamp.getTime() - nowMs;
}

function entryFeeOf(tournamentId: string): number | undefined {
  return lookup(TOURNAMENTS, tournamentId)?.entryFeeTickets;
}

/** True when the tickets held now cover the tournament's entry fee (false for an unknown tournament). */
export function canPayEntryFee(record: PlayerRecord, tournamentId: string): boolean {
  const fee = entryFeeOf(tournamentId);
  return fee !== undefined && record.currencies.tickets >= fee;
}

export type EntryFeeReason = 'unknown_tournament' | 'not_enough_tickets' | 'invalid_time';

/**
 * Pays a tournament's entry fee in tickets (spec §5: "You need more tickets to play." → `not_enough_tickets`).
 * Refills first, so tickets already earned by time count; dropping below max starts the timer if none.
 */
export function payEntryFee(
  record: PlayerRecord,
  tournamentId: string,
  nowMs: number,
): Result<PlayerRecord, EntryFeeReason> {
  const fee = entryFeeOf(tournamentId);
  if (fee === undefined) return fail('unknown_tournament');
  const refilled = refillTickets(record, nowMs);
  if (!refilled.ok) return refilled;
  const tickets = refilled.state.currencies.tickets;
  if (tickets < fee) return fail('not_enough_tickets');
  return ok(withTickets(refilled.state, tickets - fee, nowMs));
}

/**
 * Gives a tournament's entry fee back (e.g. the match never started), after refilling; capped at max, which
 * clears the timer.
 */
export function refundEntryFee(
  record: PlayerRecord,
  tournamentId: string,
  nowMs: number,
): Result<PlayerRecord, 'unknown_tournament' | 'invalid_time'> {
  const fee = entryFeeOf(tournamentId);
  if (fee === undefined) return fail('unknown_tournament');
  const refilled = refillTickets(record, nowMs);
  if (!refilled.ok) return refilled;
  const state = refilled.state;
  return ok(withTickets(state, Math.min(state.maxTickets, state.currencies.tickets + fee), nowMs));
}

/** Price in diamonds of `quantity` tickets (spec §5: quantity × TICKET_PRICE_DIAMONDS). */
export function ticketPriceDiamonds(quantity: number): number {
  return quantity * TICKET_PRICE_DIAMONDS;
}

export type BuyTicketsReason = 'not_enough_diamonds' | 'tickets_full' | 'unknown' | 'invalid_time';

/**
 * Buys tickets with diamonds (spec §5): total = quantity × TICKET_PRICE_DIAMONDS. After refilling:
 * `tickets_full` when tickets + quantity > maxTickets, `not_enough_diamonds` when short, `unknown` when the
 * quantity is not a whole number ≥ 1 (the spend cannot happen). A purchase that leaves room starts the timer
 * if none is pending (spec §4); reaching max clears it.
 */
export function buyTickets(
  record: PlayerRecord,
  quantity: number,
  nowMs: number,
): Result<PlayerRecord, BuyTicketsReason> {
  if (!isValidAmount(quantity) || quantity < 1) return fail('unknown');
  const refilled = refillTickets(record, nowMs);
  if (!refilled.ok) return refilled;
  const state = refilled.state;
  if (state.currencies.tickets + quantity > state.maxTickets) return fail('tickets_full');
  const paid = spendCurrency(state, 'diamonds', ticketPriceDiamonds(quantity));
  if (!paid.ok) return fail('not_enough_diamonds');
  return ok(withTickets(paid.state, state.currencies.tickets + quantity, nowMs));
}

/** Buys one of TICKET_PACKAGES (`package_not_found` for another id), by the rules of `buyTickets`. */
export function buyTicketPackage(
  record: PlayerRecord,
  packageId: string,
  nowMs: number,
): Result<PlayerRecord, BuyTicketsReason | 'package_not_found'> {
  const ticketPackage = lookup(TICKET_PACKAGES, packageId);
  if (ticketPackage === undefined) return fail('package_not_found');
  return buyTickets(record, ticketPackage.quantity, nowMs);
}
