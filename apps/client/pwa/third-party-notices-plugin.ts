import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

import { collectNotices, packageDirOf, renderNotices } from '../../../scripts/third-party-notices.mjs';

/** Where the notices land in the build; Settings → Credits links to it (src/features/settings/credits.ts). */
export const THIRD_PARTY_NOTICES_FILE = 'third-party-notices.txt';

/**
 * Writes `third-party-notices.txt` into every build (web and native): the licence of each npm package whose code
 * or files ended up in it — the modules of every chunk and the source files of every asset (flag SVGs) — taken
 * from the package's own licence files (scripts/third-party-notices.mjs). Only what is shipped is listed, so
 * dev tools and tree-shaken packages are not. `extraPackages`: what a build ships outside the bundle (the service
 * worker's Workbox runtime, which vite-plugin-pwa builds on its own).
 */
export function thirdPartyNoticesPlugin(options: { extraPackages?: readonly string[] } = {}): Plugin {
  return {
    name: 'goalguessr-third-party-notices',
    apply: 'build',
    generateBundle(_options, bundle) {
      const dirs = new Set<string>();
      const add = (file: string): void => {
        const dir = packageDirOf(file.replace(/^\0/, '').split('?')[0] ?? '');
        if (dir !== undefined) dirs.add(dir);
      };
      const require = createRequire(import.meta.url);
      for (const name of options.extraPackages ?? [])
        dirs.add(dirname(require.resolve(`${name}/package.json`)));
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of output.moduleIds) add(id);
        else for (const file of output.originalFileNames) add(file);
      }
      this.emitFile({
        type: 'asset',
        fileName: THIRD_PARTY_NOTICES_FILE,
        source: renderNotices('GoalGuessr app: third-party notices', collectNotices(dirs)),
      });
    },
  };
}

/** The Workbox modules vite-plugin-pwa's generateSW bundles into sw.js (web builds only). */
export const WORKBOX_RUNTIME_PACKAGES = [
  'workbox-core',
  'workbox-precaching',
  'workbox-routing',
  'workbox-strategies',
  'workbox-expiration',
];
