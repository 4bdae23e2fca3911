import {
  CLEATS,
  MAX_LIVES,
  MAX_SAVED_COUNT,
  POWER_UP_IDS,
  POWER_UP_PRICES_COINS,
  SHIRTS,
} from '../constants';
import type { PowerUpId, SkinCatalogueEntry, SkinSlot } from '../constants';
import { addCapped, isWholeInRange, lookup } from '../player/numbers';
import type { PlayerRecord, PowerUpStack } from '../player/types';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { spendCurrency } from './currencies';

export type SkinState = 'not_owned' | 'owned' | 'equipped';

const CATALOGUES: Readonly<Record<SkinSlot, readonly SkinCatalogueEntry[]>> = {
  shirt: SHIRTS,
  cleat: CLEATS,
};
const OWNED_LIST = { shirt: 'shirts', cleat: 'cleats' } as const;

function isSkinSlot(slot: unknown): slot is SkinSlot {
  return slot === 'shirt' || slot === 'cleat';
}

/** The catalogue entry of a skin in a slot, or undefined (unknown slot or id). */
export function findSkin(slot: string, skinId: string): SkinCatalogueEntry | undefined {
  const catalogue = lookup(CATALOGUES, slot);
  return catalogue?.find((skin) => skin.id === skinId);
}

function ownedSkins(record: PlayerRecord, slot: SkinSlot): readonly string[] {
  return record.inventory[OWNED_LIST[slot]];
}

/** Spec §4 skin ownership: not owned, owned, or equipped (unknown slots and ids are not owned). */
export function skinState(record: PlayerRecord, slot: string, skinId: string): SkinState {
  if (!isSkinSlot(slot) || !ownedSkins(record, slot).includes(skinId)) return 'not_owned';
  return record.equipment[slot] === skinId ? 'equipped' : 'owned';
}

/**
 * Buys a skin with coins (spec §5): `skin_not_found` for an unknown slot or id, `already_owned` ("This skin is
 * already owned!"), `insufficient_balance` when coins do not cover the price. Buying does not equip.
 */
export function buySkin(
  record: PlayerRecord,
  slot: string,
  skinId: string,
): Result<PlayerRecord, 'skin_not_found' | 'already_owned' | 'insufficient_balance'> {
  const skin = findSkin(slot, skinId);
  if (skin === undefined) return fail('skin_not_found');
  const list = OWNED_LIST[skin.slot];
  if (record.inventory[list].includes(skin.id)) return fail('already_owned');
  const paid = spendCurrency(record, 'moneys', skin.priceCoins);
  if (!paid.ok) return fail('insufficient_balance');
  return ok({
    ...paid.state,
    inventory: { ...record.inventory, [list]: [...record.inventory[list], skin.id] },
  });
}

/**
 * Equips an owned skin (spec §5): `unknown_slot` unless shirt or cleat, `skin_not_found` for an id not in that
 * slot's catalogue, `skin_not_owned` when not bought.
 */
export function equipSkin(
  record: PlayerRecord,
  slot: string,
  skinId: string,
): Result<PlayerRecord, 'unknown_slot' | 'skin_not_found' | 'skin_not_owned'> {
  if (!isSkinSlot(slot)) return fail('unknown_slot');
  if (findSkin(slot, skinId) === undefined) return fail('skin_not_found');
  if (!ownedSkins(record, slot).includes(skinId)) return fail('skin_not_owned');
  return ok({ ...record, equipment: { ...record.equipment, [slot]: skinId } });
}

function isPowerUpId(id: unknown): id is PowerUpId {
  return typeof id === 'string' && (POWER_UP_IDS as readonly string[]).includes(id);
}

/** How many of a power-up the player holds; 0 for an unknown id or a missing stack. */
export function powerUpQuantity(record: PlayerRecord, powerUpId: string): number {
  return record.inventory.powerUps.find((stack) => stack.id === powerUpId)?.quantity ?? 0;
}

function withPowerUp(record: PlayerRecord, id: PowerUpId, quantity: number): PlayerRecord {
  const stacks = record.inventory.powerUps;
  const powerUps: PowerUpStack[] = stacks.some((stack) => stack.id === id)
    ? stacks.map((stack) => (stack.id === id ? { id, quantity } : stack))
    : [...stacks, { id, quantity }];
  return { ...record, inventory: { ...record.inventory, powerUps } };
}

/**
 * Buys `quantity` (whole, ≥ 1) of a power-up at POWER_UP_PRICES_COINS each: `power_up_not_found`,
 * `invalid_amount`, `insufficient_balance`. The stack saturates at MAX_SAVED_COUNT.
 */
export function buyPowerUp(
  record: PlayerRecord,
  powerUpId: string,
  quantity = 1,
): Result<PlayerRecord, 'power_up_not_found' | 'insufficient_balance' | 'invalid_amount'> {
  if (!isPowerUpId(powerUpId)) return fail('power_up_not_found');
  if (!isWholeInRange(quantity, MAX_SAVED_COUNT, 1)) return fail('invalid_amount');
  // A price above the largest balance is refused by the spend as an invalid amount: still "not enough coins".
  const paid = spendCurrency(record, 'moneys', quantity * POWER_UP_PRICES_COINS[powerUpId]);
  if (!paid.ok) return fail('insufficient_balance');
  const quantityAfter = addCapped(powerUpQuantity(record, powerUpId), quantity, MAX_SAVED_COUNT);
  return ok(withPowerUp(paid.state, powerUpId, quantityAfter));
}

/** Spends one power-up from the inventory (spec §5: quantity must be above 0, "Not enough power-ups!" → `not_enough_power_ups`). */
export function spendPowerUp(
  record: PlayerRecord,
  powerUpId: string,
): Result<PlayerRecord, 'power_up_not_found' | 'not_enough_power_ups'> {
  if (!isPowerUpId(powerUpId)) return fail('power_up_not_found');
  const quantity = powerUpQuantity(record, powerUpId);
  if (quantity <= 0) return fail('not_enough_power_ups');
  return ok(withPowerUp(record, powerUpId, quantity - 1));
}

/**
 * One more life, up to `maxLives` (spec §5: "Lives are already full!" → `lives_full`). Lives or a max that are
 * not whole numbers ≥ 0 are `invalid_amount`.
 */
export function addLife(
  lives: number,
  maxLives: number = MAX_LIVES,
): Result<number, 'lives_full' | 'invalid_amount'> {
  if (!isWholeInRange(lives, MAX_SAVED_COUNT) || !isWholeInRange(maxLives, MAX_SAVED_COUNT)) {
    return fail('invalid_amount');
  }
  if (lives >= maxLives) return fail('lives_full');
  return ok(lives + 1);
}

/**
 * The cards power-up needs cards to destroy (spec §5: "No cards found to destroy!" → `no_cards`); returns the
 * number of cards it will destroy. Anything but a whole number ≥ 1 means no cards.
 */
export function canDestroyCards(cardCount: number): Result<number, 'no_cards'> {
  if (!isWholeInRange(cardCount, Number.MAX_SAFE_INTEGER, 1)) return fail('no_cards');
  return ok(cardCount);
}
