import type { KeyValueStorage } from '../platform/storage';

/**
 * Test-only: a storage over a shared map (the "disk") that dies after `writesBeforeCrash` writes — every later
 * write or removal throws, as if the process had stopped there. A new one over the same map is the restart.
 */
export function createCrashingStorage(
  disk: Map<string, string>,
  writesBeforeCrash = Number.POSITIVE_INFINITY,
): KeyValueStorage & { readonly writes: number; readonly crashed: boolean } {
  let writes = 0;
  const mutate = (apply: () => void): Promise<void> => {
    if (writes >= writesBeforeCrash) return Promise.reject(new Error('crashed'));
    writes += 1;
    apply();
    return Promise.resolve();
  };
  return {
    get writes() {
      return writes;
    },
    get crashed() {
      return writes >= writesBeforeCrash;
    },
    readItem: (key) => Promise.resolve(disk.get(key) ?? null),
    writeItem: (key, value) => mutate(() => disk.set(key, value)),
    removeItem: (key) => mutate(() => disk.delete(key)),
    listKeys: () => Promise.resolve([...disk.keys()]),
  };
}
