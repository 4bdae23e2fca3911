import { App as CapacitorApp } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';

/** What the Android back button does on a screen. */
export type BackAction = 'exit' | 'back' | 'home';

/**
 * The app's back (issue 8): Home leaves the app, another screen goes back to the previous in-app screen, or
 * to Home when it was opened directly (deep link, restored app). Overlays never get here: Ionic closes them
 * first (their back priority is higher).
 */
export function backAction(pathname: string, hasInAppHistory: boolean): BackAction {
  if (pathname === '/' || pathname === '') return 'exit';
  return hasInAppHistory ? 'back' : 'home';
}

/** Above the router's own handler (0), below menus (99) and overlays (100). */
const APP_BACK_PRIORITY = 10;

interface BackButtonEventDetail {
  register(priority: number, handler: (processNextHandler: () => void) => Promise<unknown> | void): void;
}

/**
 * Calls `onBack` for each Android hardware back press not taken by an open overlay. Capacitor only forwards
 * the press to the page (as the `backbutton` event Ionic turns into `ionBackButton`) while a JS listener
 * exists, so one is added. A no-op on the web and on iOS. Returns a function that removes both listeners.
 */
export function onHardwareBack(onBack: () => void): () => void {
  if (!Capacitor.isNativePlatform() || Capacitor.getPlatform() !== 'android') return () => undefined;
  const native = CapacitorApp.addListener('backButton', () => undefined).catch((error: unknown) => {
    console.warn('Back button listener unavailable', error);
    return null;
  });
  const listener = (event: Event) => {
    (event as CustomEvent<BackButtonEventDetail>).detail.register(APP_BACK_PRIORITY, () => onBack());
  };
  document.addEventListener('ionBackButton', listener);
  return () => {
    document.removeEventListener('ionBackButton', listener);
    void native.then((h) => h?.remove());
  };
}

/** Closes the Android app (after a back press on Home). */
export function exitApp(): void {
  CapacitorApp.exitApp().catch((error: unknown) => console.warn('Exit failed', error));
}
