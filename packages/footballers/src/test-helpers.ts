import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The country codes flag-icons ships an SVG for (the client renders flags with it). */
export function flagIconCodes(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('flag-icons/package.json'));
  return new Set(
    readdirSync(join(root, 'flags/4x3'))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -'.svg'.length)),
  );
}
