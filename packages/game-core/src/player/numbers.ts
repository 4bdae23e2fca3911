/** A whole number in [0, max]: what every saved count and every money amount must be. */
export function isWholeInRange(value: unknown, max: number, min = 0): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

/** `a + b`, saturating at `max` (counters and balances never overflow their saved bounds). */
export function addCapped(a: number, b: number, max: number): number {
  return Math.min(max, a + b);
}

/** Own-property lookup in a constant table, so ids like "__proto__" or "toString" find nothing. */
export function lookup<V>(table: Readonly<Record<string, V>>, key: unknown): V | undefined {
  if (typeof key !== 'string' || !Object.hasOwn(table, key)) return undefined;
  return table[key];
}
