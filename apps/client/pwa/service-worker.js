/* global self, caches */
/* GoalGuessr service worker (issue 8): the app shell and its assets are precached at install, so the web
 * app opens offline. Built by pwa/offline-plugin.ts, which replaces the two placeholders below with the
 * build's file list and a hash of it (a new build = a new cache, old caches are dropped on activation).
 * Only same-origin GETs are handled; the match server's WebSocket and other origins go straight out. */
const PRECACHE = self.__GG_PRECACHE__;
const CACHE = `goalguessr-${self.__GG_VERSION__}`;
const SHELL = `${self.registration.scope}index.html`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new URL(url, self.registration.scope).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('goalguessr-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Every route of the single-page app is the same shell; the router picks the screen.
    event.respondWith(caches.match(SHELL, { ignoreVary: true }).then((cached) => cached ?? fetch(request)));
    return;
  }
  event.respondWith(
    // ignoreVary: servers answer `Vary: Origin`, and module scripts are requested with an Origin header
    // that the install-time requests did not carry.
    caches.match(request, { ignoreSearch: true, ignoreVary: true }).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          // Files added after the build (none today) are kept for the next offline start.
          if (response.ok && response.type === 'basic') {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
