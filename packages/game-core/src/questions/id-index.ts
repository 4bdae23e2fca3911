/**
 * A list's positions by id, for the lookups a busy server makes at every join: up to RECENT_PLAYERS_LIMIT
 * recently seen footballer ids, fresh strings from the join's JSON (issue 29).
 *
 * A `Map` from id to index answered each in ~0.6 µs on a server of 10,000 players, ~4 % of its busy time: after
 * hashing the id, it reads the table's bucket, the entry and the stored id string to compare them, each far apart
 * in a big heap and out of the caches by the next join. Here an id's 32-bit FNV-1a hash probes one typed array of
 * hashes and indices side by side (128 KB for the dataset's ~7,700 ids): 2–4× fewer ns per id than the `Map`
 * from cold caches in a micro-benchmark (150–190 against 340–690 ns).
 *
 * The stored id is compared only where two ids of the list share a hash. So an id not in the list can be taken
 * for the listed id whose hash it shares: a chance of about n / 2^32 (~2 in a million for the dataset) for an id
 * nobody chose, and a client may also choose one. Its only effect where the server uses this (a recently seen
 * footballer) is that footballer left out of one match, which sending that footballer's own id does too.
 */
export type IdIndex = (id: string) => number;

/** FNV-1a, 32 bits, over the UTF-16 code units (footballer ids are ASCII) */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * `ids`' positions: the index an id has in `ids` (the last one, should it appear twice, as `new Map` keeps),
 * -1 for an id not in `ids` but for the shared-hash chance above.
 */
export function createIdIndex(ids: readonly string[]): IdIndex {
  // at most half full: short probes
  let slots = 16;
  while (slots < ids.length * 2) slots *= 2;
  const mask = slots - 1;
  // per slot, side by side (one cache line per probe): the hash, then the position + 1 (0: a free slot), negated
  // where another listed id has the same hash (then the stored id is compared)
  const table = new Int32Array(slots * 2);
  ids.forEach((id, position) => {
    const hash = hashOf(id);
    let sharesHash = false;
    let at = hash & mask;
    for (; table[2 * at + 1] !== 0; at = (at + 1) & mask) {
      if (table[2 * at] !== hash) continue;
      const stored = Math.abs(table[2 * at + 1] ?? 0) - 1;
      if (ids[stored] === id) {
        // the same id again: its last position, as `new Map` keeps
        table[2 * at + 1] = Math.sign(table[2 * at + 1] ?? 0) * (position + 1);
        return;
      }
      table[2 * at + 1] = -(stored + 1);
      sharesHash = true;
    }
    table[2 * at] = hash;
    table[2 * at + 1] = sharesHash ? -(position + 1) : position + 1;
  });

  return (id) => {
    const hash = hashOf(id);
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const stored = table[2 * at + 1] ?? 0;
      if (stored === 0) return -1;
      if (table[2 * at] !== hash) continue;
      if (stored > 0) return stored - 1;
      if (ids[-stored - 1] === id) return -stored - 1;
    }
  };
}
