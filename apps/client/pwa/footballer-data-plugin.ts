import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

import type { Footballer } from '@goalguessr/game-core';
import { encodeFootballers } from '../src/lib/footballer-codec';

/** The module id the solo modes import (through a dynamic import, so it is its own chunk). */
export const FOOTBALLER_DATA_ID = 'virtual:goalguessr-footballers';
const RESOLVED_ID = `\0${FOOTBALLER_DATA_ID}`;

/**
 * Serves packages/footballers/data/players.json to the client as a compact module (src/lib/footballer-codec.ts),
 * for the offline solo modes (issue 14). What must stay true, for the service worker to cache it:
 * - it is only reached through `import()` (src/lib/play/footballer-data.ts), so the build emits it as
 *   an ordinary hashed JS chunk under assets/ — never in the first-load bundle, always in the precache list
 *   (pwa/pwa-options.ts precaches every built .js);
 * - it stays under 2 MiB raw, Workbox's default `maximumFileSizeToCacheInBytes`, so the precache built by
 *   vite-plugin-pwa does not silently skip it (e2e/solo.spec.ts checks both the size and that it loads offline).
 * The JSON sits in a `JSON.parse('…')` string: engines parse that faster than the same object literal.
 */
export function footballerDataPlugin(): Plugin {
  return {
    name: 'goalguessr-footballer-data',
    resolveId(id) {
      return id === FOOTBALLER_DATA_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const file = createRequire(import.meta.url).resolve('@goalguessr/footballers/data/players.json');
      this.addWatchFile(file);
      const players = JSON.parse(readFileSync(file, 'utf8')) as Footballer[];
      const packed = JSON.stringify(encodeFootballers(players));
      return `export default JSON.parse(${JSON.stringify(packed)});\n`;
    },
  };
}
