import { PLAYER_STORAGE_KEY, creditStorePackage, serializePlayer } from '@goalguessr/game-core';

import { store, type StoreTransaction } from '../platform/store';
import { storage } from '../platform/storage';
import { whenWritesSettled } from '../state/persistence';
import { usePlayerStore } from '../state/player-store';

/** Storage key of the journal of store transactions already credited to the player. */
export const PURCHASE_JOURNAL_KEY = 'goalguessr.purchases';

interface PurchaseJournal {
  /** transaction ids already credited */
  credited: string[];
  /** a credit whose player save may not have landed yet, and the exact save it produces */
  applying: { transactionId: string; expectedSave: string } | null;
}

const EMPTY: PurchaseJournal = { credited: [], applying: null };

async function readJournal(): Promise<PurchaseJournal> {
  const raw = await storage().readItem(PURCHASE_JOURNAL_KEY);
  if (raw === null) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<PurchaseJournal>;
    const credited = Array.isArray(parsed.credited)
      ? parsed.credited.filter((id): id is string => typeof id === 'string')
      : [];
    const applying =
      typeof parsed.applying?.transactionId === 'string' && typeof parsed.applying.expectedSave === 'string'
        ? parsed.applying
        : null;
    return { credited, applying };
  } catch {
    return EMPTY;
  }
}

function writeJournal(journal: PurchaseJournal): Promise<void> {
  return storage().writeItem(PURCHASE_JOURNAL_KEY, JSON.stringify(journal));
}

/** Journal work runs one step at a time, so two credits can never read the same journal. */
let queue: Promise<unknown> = Promise.resolve();
function serialized<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

export type CreditOutcome = 'credited' | 'already_credited' | 'not_ready' | 'package_not_found';

/**
 * Credits a completed store transaction exactly once. The journal first records which save the credit will
 * produce, in the same synchronous step as the player change (so the two writes are issued in that order), and
 * marks the transaction credited once the save has landed. If the app stops in between, `finishPendingPurchases`
 * compares the stored save with the expected one to know whether the credit landed.
 */
export function creditTransaction(tx: StoreTransaction): Promise<CreditOutcome> {
  return serialized(async () => {
    const journal = await readJournal();
    if (journal.credited.includes(tx.transactionId)) return 'already_credited';
    const { record } = usePlayerStore.getState();
    if (record === null) return 'not_ready';
    const result = creditStorePackage(record, tx.packageId);
    if (!result.ok) return 'package_not_found';
    const journalWrite = writeJournal({
      credited: journal.credited,
      applying: { transactionId: tx.transactionId, expectedSave: serializePlayer(result.state) },
    });
    usePlayerStore.getState().update(() => result.state);
    await journalWrite;
    await whenWritesSettled();
    await writeJournal({ credited: [...journal.credited, tx.transactionId], applying: null });
    return 'credited';
  });
}

/**
 * Start-up step: settles an interrupted credit, then credits every completed store transaction not yet in the
 * journal (a purchase the app closed during). Failures are logged only; the next start tries again.
 */
export async function finishPendingPurchases(): Promise<number> {
  try {
    await serialized(async () => {
      const journal = await readJournal();
      if (journal.applying === null) return;
      const saved = await storage().readItem(PLAYER_STORAGE_KEY);
      const landed = saved === journal.applying.expectedSave;
      await writeJournal({
        credited: landed ? [...journal.credited, journal.applying.transactionId] : journal.credited,
        applying: null,
      });
    });
    const transactions = await store().completedTransactions();
    let credited = 0;
    for (const tx of transactions) {
      if ((await creditTransaction(tx)) === 'credited') credited += 1;
    }
    return credited;
  } catch (error) {
    console.warn('Finishing pending purchases failed', error);
    return 0;
  }
}
