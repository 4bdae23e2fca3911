/**
 * Turns any input into a whole number ≥ 0: rules in this folder never throw, so NaN, ±Infinity, negatives
 * and fractions coming from a corrupted state or a hostile client are folded into a safe count.
 */
export function toWholeNumber(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.floor(value);
}
