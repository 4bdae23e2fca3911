import { App as CapacitorApp } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { ScreenOrientation } from '@capacitor/screen-orientation';
import { StatusBar } from '@capacitor/status-bar';

/** True inside the Android/iOS app, false in a browser. */
export function isNativePlatform(): boolean {
  return Capacitor.isNativePlatform();
}

/**
 * Native start-up (spec §2): portrait lock and hidden status bar. On the web both are no-ops. Failures are
 * logged only: the game still runs in any orientation.
 */
export async function prepareNativeScreen(): Promise<void> {
  if (!isNativePlatform()) return;
  await Promise.all([
    ScreenOrientation.lock({ orientation: 'portrait' }).catch((error: unknown) => {
      console.warn('Portrait lock failed', error);
    }),
    StatusBar.hide().catch((error: unknown) => {
      console.warn('Hiding the status bar failed', error);
    }),
  ]);
}

/**
 * Calls `onChange(isActive)` when the native app goes to the background or comes back (spec §4: inactive →
 * Home). On the web this is a no-op: page visibility is handled by `onVisibilityChange`. Returns a function
 * that removes the listener.
 */
export function onNativeAppStateChange(onChange: (isActive: boolean) => void): () => void {
  if (!isNativePlatform()) return () => undefined;
  const handle = CapacitorApp.addListener('appStateChange', (state) => onChange(state.isActive));
  return () => {
    void handle.then((h) => h.remove());
  };
}

/** Calls `onChange(isVisible)` when the browser tab is hidden or shown again. */
export function onVisibilityChange(onChange: (isVisible: boolean) => void): () => void {
  const listener = () => onChange(document.visibilityState === 'visible');
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/**
 * Calls `flush` when the page is hidden or being unloaded, the last moments in which a pending write can
 * still be made (mobile browsers may never fire `beforeunload`).
 */
export function onPageHidden(flush: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
