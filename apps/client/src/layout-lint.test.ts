// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { clientBoundaries } from '../eslint-boundaries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = path.join(ROOT, 'apps/client/src');

/** Lints a fixture as if it were the file at `file` (under apps/client/src) with the layout rule only. */
async function layoutErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, clientBoundaries],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(SRC, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// Each case runs ESLint with the repository's config (typescript-eslint, jsx-a11y…): seconds on a loaded machine.
describe('the client layout is a lint rule (eslint-boundaries.js)', { timeout: 30_000 }, () => {
  it.each([
    [
      'services/break.ts',
      "import { useMatchStore } from '../features/match/match-store';",
      'shared folders never import',
    ],
    ['lib/break.ts', "export { x } from '../app/routes';", 'shared folders never import'],
    ['components/a/break.tsx', "import Home from '../../pages/HomePage';", 'shared folders never import'],
    [
      'features/shop/break.ts',
      "import { x } from '../match/match-store';",
      'features never import each other',
    ],
    [
      'features/shop/break.ts',
      "import { x } from '../../features/buy/BuyScreen';",
      'features never import each other',
    ],
    ['features/shop/break.ts', "import { x } from '../../app/routes';", 'features never import app/'],
    [
      'features/match/break.ts',
      "import { Client } from '@colyseus/sdk';",
      '@colyseus/sdk is used only inside src/net/',
    ],
    ['lib/break.ts', "import { Capacitor } from '@capacitor/core';", 'only inside src/platform/'],
    [
      'services/break.ts',
      "import { Purchases } from '@revenuecat/purchases-capacitor';",
      'only inside src/platform/',
    ],
    ['features/buy/break.ts', "const m = import('@capacitor-community/admob');", 'only inside src/platform/'],
  ])('%s: %s is an error', async (file, code, why) => {
    const errors = await layoutErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('client-layout/boundaries');
    expect(errors[0]).toContain(why);
  });

  it.each([
    ['net/ok.ts', "import { Client } from '@colyseus/sdk';"],
    ['platform/ok.ts', "import { Capacitor } from '@capacitor/core';"],
    ['features/match/ok.ts', "import { x } from './match-store';\nimport { y } from '../../lib/use-now';"],
    ['pages/ok.tsx', "import { MatchScreen } from '../features/match/MatchScreen';"],
    ['app/ok.tsx', "import { x } from '../features/home/HomeScreen';\nimport P from '../pages/HomePage';"],
    [
      'services/ok.ts',
      "import { x } from '../state/player-store';\nimport { y } from '../platform/haptics';",
    ],
  ])('%s: allowed', async (file, code) => {
    expect(await layoutErrors(file, code)).toEqual([]);
  });

  it('is switched on by the repository config for every client source file', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const config = (await eslint.calculateConfigForFile(path.join(SRC, 'services/feedback.ts'))) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['client-layout/boundaries']).toEqual([2]);
  });
});
