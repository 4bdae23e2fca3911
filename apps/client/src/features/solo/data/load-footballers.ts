import type { Footballer } from '@goalguessr/game-core';

import { decodeFootballers, type PackedFootballers } from '../../../lib/footballer-codec';

let loading: Promise<readonly Footballer[]> | null = null;

/**
 * Every curated footballer, for the solo modes. The data is its own chunk (pwa/footballer-data-plugin.ts),
 * fetched on the first call only — never in the first-load bundle — and kept by the service worker, so the solo
 * modes work offline after the first visit. A failed fetch (offline before the chunk was ever cached) rejects
 * and is retried on the next call.
 */
export function loadFootballers(): Promise<readonly Footballer[]> {
  loading ??= import('virtual:goalguessr-footballers')
    .then((module) => Object.freeze(decodeFootballers(module.default as PackedFootballers)))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
