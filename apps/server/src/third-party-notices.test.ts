import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  collectNotices,
  packageDirOf,
  productionPackageDirs,
  renderNotices,
} from '../../../scripts/third-party-notices.mjs';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));

describe('third-party notices (scripts/third-party-notices.mjs)', () => {
  it('list what the server-only install brings, and nothing of the dev tools', () => {
    const names = collectNotices(productionPackageDirs(REPO, 'apps/server')).map((notice) => notice.name);
    for (const name of [
      '@colyseus/core',
      'ioredis',
      'pino',
      'pg',
      'prom-client',
      'express',
      'zod',
      'msgpackr',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of ['vitest', 'esbuild', 'eslint', '@colyseus/sdk', 'tsx', 'node', 'react']) {
      expect(names).not.toContain(name);
    }
    expect(names.some((name) => name.startsWith('@goalguessr/'))).toBe(false);
  });

  it("carry each package's own licence text", () => {
    const dirs = productionPackageDirs(REPO, 'apps/server').filter((dir) =>
      dir.endsWith(join('node_modules', 'pino')),
    );
    const text = renderNotices('test', collectNotices(dirs));
    const licence = readFileSync(join(dirs[0] ?? '', 'LICENSE'), 'utf8').trim();
    expect(text).toContain('- pino ');
    expect(text).toContain(licence);
  });

  it('find the package of a bundled module, scoped or not, nested or not', () => {
    expect(packageDirOf('/r/node_modules/@ionic/core/components/ion-button.js')).toBe(
      '/r/node_modules/@ionic/core',
    );
    expect(packageDirOf('/r/node_modules/a/node_modules/b/index.js')).toBe(
      '/r/node_modules/a/node_modules/b',
    );
    expect(packageDirOf('/r/apps/client/src/main.tsx')).toBeUndefined();
  });
});
