import { CREDITED_PURCHASES_LIMIT } from '../constants';
import { creditStorePackage } from '../economy/store';
import type { PlayerRecord } from '../player/types';
import { isSavedId } from '../player/validate';
import type { Result } from '../result';
import { fail } from '../result';

export type CreditPurchaseReason = 'already_credited' | 'package_not_found' | 'invalid_transaction_id';

/**
 * Credits a completed store transaction (`creditStorePackage`) and marks its id credited in the same new
 * record, so the credit and its mark are one save: however often the store reports the transaction (after a
 * crash, at every start), it is credited once. `already_credited` for a known id; `invalid_transaction_id`
 * unless `isSavedId`. The newest CREDITED_PURCHASES_LIMIT ids are kept.
 */
export function creditPurchase(
  record: PlayerRecord,
  transactionId: string,
  packageId: string,
): Result<PlayerRecord, CreditPurchaseReason> {
  if (!isSavedId(transactionId)) return fail('invalid_transaction_id');
  if (record.creditedPurchases.includes(transactionId)) return fail('already_credited');
  const credited = creditStorePackage(record, packageId);
  if (!credited.ok) return credited;
  const creditedPurchases = [...record.creditedPurchases, transactionId].slice(-CREDITED_PURCHASES_LIMIT);
  return { ok: true, state: { ...credited.state, creditedPurchases } };
}
