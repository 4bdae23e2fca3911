import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The web app manifest (issue 8: installable web app). Colours match the icon's pitch green. */
export const WEB_MANIFEST = {
  name: 'GoalGuessr',
  short_name: 'GoalGuessr',
  description: 'Who is this player? A real-time football quiz duel.',
  id: './',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0a7440',
  theme_color: '#0a7440',
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: 'icons/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
} as const;

/**
 * Bundled images (about 250 flag SVGs, several MB) are cached on first use instead of at install: a player
 * sees only a few of them, and a missing flag offline is harmless.
 */
const LAZY_IMAGE = /^assets\/.*\.(svg|png|webp|jpe?g|gif)$/;

/** Files of `dir`, relative, with forward slashes. */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? listFiles(full, rel) : [rel];
  });
}

/**
 * Makes the production build installable and usable offline, without a service-worker toolkit: emits
 * `manifest.webmanifest` and `sw.js` (pwa/service-worker.js with the list of built and public files to
 * precache and a version hash of them), and links the manifest and icons from index.html. The worker
 * is registered by src/platform/pwa.ts. Nothing happens in `vite dev`.
 */
export function offlinePlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'goalguessr-offline',
    apply: 'build',
    // After Vite's own plugins, so the bundle already holds index.html when the precache list is made.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: './manifest.webmanifest' }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'icon', href: './icons/favicon.svg', type: 'image/svg+xml' },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: './icons/apple-touch-icon.png' },
          injectTo: 'head',
        },
      ];
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(WEB_MANIFEST, null, 2)}\n`,
      });
      const built = Object.keys(bundle);
      const fromPublic = publicDir ? listFiles(publicDir) : [];
      const precache = [...new Set(['index.html', 'manifest.webmanifest', ...built, ...fromPublic])]
        .filter((file) => file !== 'sw.js' && !file.endsWith('.map') && !LAZY_IMAGE.test(file))
        .sort();
      const hash = createHash('sha256');
      for (const file of precache) {
        hash.update(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') hash.update(chunk.code);
        else if (chunk?.type === 'asset') hash.update(chunk.source);
        else if (fromPublic.includes(file)) hash.update(readFileSync(path.join(publicDir, file)));
      }
      const template = readFileSync(path.join(HERE, 'service-worker.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('self.__GG_PRECACHE__', JSON.stringify(precache))
          .replace('self.__GG_VERSION__', JSON.stringify(hash.digest('hex').slice(0, 16))),
      });
    },
  };
}
