import { useIonViewDidEnter, useIonViewWillLeave } from '@ionic/react';
import { useEffect, useRef } from 'react';

import { PAGE_INACTIVE, useUiStore } from '../../state/ui-store';

/** How often a play page refreshes its last-active time while visible (the spec §4 checks read it). */
export const PLAY_PAGE_HEARTBEAT_MS = 5000;

/**
 * The game-page-active flag of spec §4, the same for every way to play: set with a fresh last-active time
 * while the page is on screen (refreshed every PLAY_PAGE_HEARTBEAT_MS while visible), cleared when it is left.
 * Ionic keeps left pages mounted, so the view lifecycle (not mount/unmount) marks entering and leaving.
 * `onEnter` / `onLeave` run after the flag is set / cleared; `onHidden` when the page is hidden (another tab,
 * the phone locked) while it is the one on screen.
 */
export function usePlayPageActivity(
  hooks: { onEnter?: () => void; onLeave?: () => void; onHidden?: () => void } = {},
): void {
  const heartbeat = useRef<number | null>(null);
  const latest = useRef(hooks);
  useEffect(() => {
    latest.current = hooks;
  });
  useIonViewDidEnter(() => {
    const beat = () => {
      if (document.visibilityState === 'visible') {
        useUiStore.getState().setActivity({ isGamePageActive: true, lastActiveTime: Date.now() });
      }
    };
    beat();
    heartbeat.current = window.setInterval(beat, PLAY_PAGE_HEARTBEAT_MS);
    latest.current.onEnter?.();
  });
  useIonViewWillLeave(() => {
    if (heartbeat.current !== null) window.clearInterval(heartbeat.current);
    heartbeat.current = null;
    useUiStore.getState().setActivity(PAGE_INACTIVE);
    latest.current.onLeave?.();
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && heartbeat.current !== null) latest.current.onHidden?.();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
