import { creditPurchase } from '@goalguessr/game-core';

import { store, type StoreTransaction } from '../platform/store';
import { playSound } from '../services/feedback';
import { usePlayerStore } from '../state/player-store';

export type CreditOutcome =
  'credited' | 'already_credited' | 'not_ready' | 'package_not_found' | 'invalid_transaction_id';

/**
 * Credits a completed store transaction exactly once: game-core's `creditPurchase` adds the package and
 * marks the transaction id credited in the same record, which is saved in one write — there is no moment at
 * which the credit is saved without its mark, or the mark without the credit.
 */
export function creditTransaction(tx: StoreTransaction): CreditOutcome {
  const result = usePlayerStore
    .getState()
    .apply((record) => creditPurchase(record, tx.transactionId, tx.packageId));
  if (!result.ok) return result.reason;
  playSound('purchase');
  return 'credited';
}

/**
 * Start-up step: credits every completed store transaction the record does not know yet (a purchase the app
 * closed during). Failures are logged only; the next start tries again. Returns how many were credited.
 */
export async function finishPendingPurchases(): Promise<number> {
  try {
    const transactions = await store().completedTransactions();
    return transactions.filter((tx) => creditTransaction(tx) === 'credited').length;
  } catch (error) {
    console.warn('Finishing pending purchases failed', error);
    return 0;
  }
}
