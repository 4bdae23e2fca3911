import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

import { buildConfigProblems, buildTargetOfMode } from './src/build-config';
import { contentSecurityPolicy } from './src/content-security-policy';
import { footballerDataPlugin } from './pwa/footballer-data-plugin';
import { pwaOptions } from './pwa/pwa-options';
import { thirdPartyNoticesPlugin, WORKBOX_RUNTIME_PACKAGES } from './pwa/third-party-notices-plugin';

export default defineConfig(({ command, mode }) => {
  // `vite build --mode native` / `--mode release` (npm run build:native / build:release) check their
  // configuration first: a native app without a match server address, or a release with test ids, never builds.
  const target = buildTargetOfMode(mode);
  if (command === 'build') {
    const problems = buildConfigProblems(
      loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'),
      target,
    );
    if (problems.length > 0) {
      throw new Error(
        `The ${target} build of the client is not configured:\n- ${problems.join('\n- ')}\n` +
          'See "Native builds" in the README.',
      );
    }
  }
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const csp: Plugin = {
    // The production web build carries its Content-Security-Policy (src/content-security-policy.ts). The dev
    // server is left without one (its hot reload injects inline scripts); native builds are served by the app
    // itself from https://localhost / capacitor://localhost and get none either.
    name: 'goalguessr-csp',
    apply: 'build',
    transformIndexHtml: () =>
      target === 'web'
        ? [
            {
              tag: 'meta',
              attrs: {
                'http-equiv': 'Content-Security-Policy',
                content: contentSecurityPolicy(env.VITE_MATCH_SERVER_URL),
              },
              injectTo: 'head-prepend',
            },
          ]
        : [],
  };
  return {
    plugins: [
      react(),
      footballerDataPlugin(),
      // the licences of the npm packages the build ships (Settings → Credits links to the file)
      thirdPartyNoticesPlugin({ extraPackages: target === 'web' ? WORKBOX_RUNTIME_PACKAGES : [] }),
      // The installable, offline web app (pwa/pwa-options.ts). Native builds load their files from the app
      // itself: no service worker, no web manifest.
      VitePWA({ ...pwaOptions(), disable: target !== 'web' }),
      csp,
    ],
    resolve: {
      // The Colyseus SDK decodes with msgpackr, which compiles record readers with `new Function` (blocked by the
      // CSP's script-src, so it would fall back after a reported violation); its no-eval build never tries.
      alias: [{ find: /^msgpackr$/, replacement: 'msgpackr/index-no-eval' }],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        treeshake: {
          // @ionic/react imports every Ionic component (about 1 MB) and @ionic/core declares no `sideEffects`,
          // so none could be dropped. A component module only defines its class until its wrapper registers it,
          // and the wrappers are marked pure: unused components now leave the bundle (~190 KB of Ionic stays).
          moduleSideEffects: [
            {
              test: /node_modules[\\/]@ionic[\\/]core[\\/]components[\\/]ion-[a-z-]+\.js$/,
              sideEffects: false,
            },
          ],
        },
        output: {
          codeSplitting: {
            // Everything the first screen imports statically in one chunk: one request instead of about 40
            // small ones (Ionic's internal modules, flags, stores), which on a phone's connection cost a round
            // trip per handful. Lazy screens keep their own chunks.
            groups: [{ name: 'app', tags: ['$initial'] }],
          },
        },
      },
    },
  };
});
