import { Capacitor } from '@capacitor/core';

/**
 * Registers the service worker of the production web build (pwa/offline-plugin.ts), so the app opens
 * offline. Skipped in development and inside the native apps, which load their files locally anyway. Waits
 * for the page's own load, so precaching never competes with the first paint. A failure is logged only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || Capacitor.isNativePlatform() || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
