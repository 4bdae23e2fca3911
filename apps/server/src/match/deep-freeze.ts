/**
 * Freezes a plain-data value (objects and arrays, at every depth) in place and returns it. The engine builds a
 * round's summary, a clue stage or a result once and hands the same object to both players' messages, to the
 * result and to later syncs: frozen, no receiver can change what another one gets, and nothing needs the
 * per-message `structuredClone` the server used to pay for (about 8 % of its busy time at 2,000 players). An
 * object already frozen is taken as frozen through (summaries inside a result's rounds are frozen once).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/**
 * Freezes one new object or array, not what it holds (frozen already, shared, or primitive), and keeps its type
 * for the payload it goes into. For the hot paths (a round's summary): `deepFreeze` would walk every value again.
 */
export function freezeOwn<T extends object>(value: T): T {
  return Object.freeze(value);
}
