import type { VitePWAOptions } from 'vite-plugin-pwa';

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
} satisfies VitePWAOptions['manifest'];

/**
 * vite-plugin-pwa (Workbox `generateSW`) for the production web build: `sw.js`, `manifest.webmanifest` and the
 * manifest link in index.html. What must stay true:
 * - `registerType: 'prompt'`: a new worker waits until the player accepts "New version available"
 *   (src/components/update-prompt), so an open tab keeps the worker (and the precache) its files came from and
 *   every lazy chunk it may still load; no silent switch, no reload the player did not ask for.
 * - Every built script, style, sound, icon and the footballer data chunk (< 2 MiB, Workbox's default size
 *   limit; e2e/solo.spec.ts checks it) is precached at install, so the app opens offline after the first visit.
 *   Bundled images (about 250 flag SVGs, several MB) are cached on first use instead: a player sees only a few.
 * - `injectRegister: false`: registration is our own module (src/platform/pwa.ts, through
 *   `virtual:pwa-register`) inside the app bundle: no inline script, so the Content-Security-Policy holds.
 * - Every route of the single-page app opens the precached shell (`navigateFallback`).
 */
export function pwaOptions(): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    injectRegister: false,
    manifest: WEB_MANIFEST,
    includeManifestIcons: true,
    workbox: {
      globPatterns: ['**/*.{html,js,css,webmanifest,mp3,png,svg,woff2,txt}'],
      globIgnores: ['assets/**/*.{svg,png,webp,jpg,jpeg,gif}'],
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // The first install takes the page it was installed from (offline from the first visit). An update still
      // waits: it is activated only by the player's Reload (skip waiting).
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) =>
            sameOrigin && /\/assets\/.*\.(svg|png|webp|jpe?g|gif)$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'goalguessr-images', expiration: { maxEntries: 400 } },
        },
      ],
    },
  };
}
