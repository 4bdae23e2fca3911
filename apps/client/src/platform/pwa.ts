import { Capacitor } from '@capacitor/core';

import { afterLoadAndIdle } from './idle';

/** How often an open app asks the server whether a new version was deployed (besides each start). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Where a new version stands in this tab: `none`; `waiting` (installed, waits for the player's yes); `reload`
 * (it took over from another tab, so this one reloads at its next safe moment: files of the old version may
 * be gone from the cache).
 */
export type UpdateState = 'none' | 'waiting' | 'reload';

let state: UpdateState = 'none';
let applyUpdate: (() => Promise<void>) | null = null;
let acceptedHere = false;
const listeners = new Set<() => void>();

function setState(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function updateState(): UpdateState {
  return state;
}

/** Calls `listener` when `updateState()` changes; returns the unsubscribe (for useSyncExternalStore). */
export function onUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Lets the waiting version take over and reloads the page into it (Workbox: skip waiting, then one reload
 * when it controls the page). Until then the open tab keeps the version its files came from.
 */
export async function reloadIntoUpdate(): Promise<void> {
  acceptedHere = true;
  await applyUpdate?.();
}

/**
 * Registers the service worker of the production web build (vite-plugin-pwa, pwa/pwa-options.ts) once the
 * page has loaded and the browser is idle, so the app opens offline and neither the registration's script nor
 * precaching (about 4 MB, the footballer data included) competes with the first screen. Skipped in
 * development and inside the native apps, which load their files locally anyway. A new version announces
 * itself through `onUpdateState`; an open app also checks hourly and when it comes back to the foreground.
 * A failure is logged only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || Capacitor.isNativePlatform() || !('serviceWorker' in navigator)) return;
  afterLoadAndIdle(register);
}

let reloadingHere = false;

/** A new version took control of this tab: reload now if the player asked here, else at the next safe moment. */
function newVersionControls(): void {
  if (state === 'reload' || reloadingHere) return;
  if (acceptedHere) {
    reloadingHere = true;
    window.location.reload();
  } else setState('reload');
}

function register(): void {
  // Workbox reports a takeover as an update only when the page already had a worker as it registered, so a
  // tab opened on a first visit (claimed by the first worker afterwards) never heard of the next one: its
  // Reload button did nothing. Any later change of controller is a new version, whichever tab asked for it.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) newVersionControls();
    controlled = true;
  });
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const update = registerSW({
        // Called once the page has loaded and is idle: register now rather than at a load event already past.
        immediate: true,
        onNeedRefresh() {
          applyUpdate = () => update(true);
          setState('waiting');
        },
        onNeedReload: newVersionControls,
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          const check = () => void registration.update().catch(() => undefined);
          setInterval(check, UPDATE_CHECK_INTERVAL_MS);
          document.addEventListener('visibilitychange', () => {
            if (document.visibilityState === 'visible') check();
          });
        },
        onRegisterError(error: unknown) {
          console.warn('Service worker registration failed', error);
        },
      });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
