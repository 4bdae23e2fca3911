import type { IRoomCache } from '@colyseus/core';

/**
 * Colyseus' matching rule for one room listing against a matchmaking query's conditions, as its Local and
 * Redis drivers apply it: each condition compares a field of the listing, else of its metadata; a field in
 * neither does not match. Both of our indexed drivers filter with it, so they answer what Colyseus would.
 */
export function listingMatches(room: IRoomCache, conditions: Record<string, unknown>): boolean {
  const listing = room as unknown as Record<string, unknown>;
  const metadata = (room.metadata ?? {}) as Record<string, unknown>;
  for (const field of Object.keys(conditions)) {
    const wanted = conditions[field];
    if (Object.hasOwn(listing, field)) {
      if (listing[field] !== wanted) return false;
    } else if (Object.hasOwn(metadata, field)) {
      if (metadata[field] !== wanted) return false;
    } else {
      return false;
    }
  }
  return true;
}
