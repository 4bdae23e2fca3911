import { Capacitor } from '@capacitor/core';
import { Preferences } from '@capacitor/preferences';

/**
 * Key/value storage for saved data. Native apps use Capacitor Preferences; the web build uses
 * `localStorage` directly, under the exact key, because its writes are synchronous: a write made just before
 * the tab is hidden or closed is never lost.
 *
 * Failures are logged, never thrown to the screens (spec §8: storage failures are only logged), except for
 * `readItem`, whose caller must tell "nothing saved" from "cannot read".
 */
export interface KeyValueStorage {
  /** The stored string, or null when nothing is stored. Rejects when the storage itself cannot be read. */
  readItem(key: string): Promise<string | null>;
  writeItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  listKeys(): Promise<string[]>;
}

const webStorage: KeyValueStorage = {
  readItem: (key) => Promise.resolve(window.localStorage.getItem(key)),
  writeItem: (key, value) => {
    window.localStorage.setItem(key, value);
    return Promise.resolve();
  },
  removeItem: (key) => {
    window.localStorage.removeItem(key);
    return Promise.resolve();
  },
  listKeys: () => Promise.resolve(Object.keys(window.localStorage)),
};

const nativeStorage: KeyValueStorage = {
  readItem: async (key) => (await Preferences.get({ key })).value,
  writeItem: (key, value) => Preferences.set({ key, value }),
  removeItem: (key) => Preferences.remove({ key }),
  listKeys: async () => (await Preferences.keys()).keys,
};

let current: KeyValueStorage = Capacitor.isNativePlatform() ? nativeStorage : webStorage;

/** The storage used by the app. */
export function storage(): KeyValueStorage {
  return current;
}

/** Tests swap in an in-memory storage. */
export function setStorageForTests(next: KeyValueStorage): void {
  current = next;
}

/** An in-memory storage for tests and previews. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    readItem: (key) => Promise.resolve(data.get(key) ?? null),
    writeItem: (key, value) => {
      data.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      data.delete(key);
      return Promise.resolve();
    },
    listKeys: () => Promise.resolve([...data.keys()]),
  };
}
