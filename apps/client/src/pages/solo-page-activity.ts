import { useIonViewDidEnter, useIonViewWillLeave } from '@ionic/react';
import { useRef } from 'react';

import { PAGE_INACTIVE, useUiStore } from '../state/ui-store';

/** How often a solo page refreshes its last-active time while visible (the spec §4 checks read it). */
const HEARTBEAT_MS = 5000;

/**
 * The game-page-active flag of spec §4 for the solo pages, as the duel's game page keeps it: set with a fresh
 * last-active time while the page is on screen, cleared when it is left. A reload mid-run is a first navigation
 * onto /endless or /adventure, which the route guard (app/RouteGuard.tsx) sends Home, clearing the flags; the run
 * in memory is gone with the reload.
 */
export function useSoloPageActivity(hooks: { onEnter?: () => void; onLeave?: () => void } = {}): void {
  const heartbeat = useRef<number | null>(null);
  useIonViewDidEnter(() => {
    const beat = () => {
      if (document.visibilityState === 'visible') {
        useUiStore.getState().setActivity({ isGamePageActive: true, lastActiveTime: Date.now() });
      }
    };
    beat();
    heartbeat.current = window.setInterval(beat, HEARTBEAT_MS);
    hooks.onEnter?.();
  });
  useIonViewWillLeave(() => {
    if (heartbeat.current !== null) window.clearInterval(heartbeat.current);
    heartbeat.current = null;
    useUiStore.getState().setActivity(PAGE_INACTIVE);
    hooks.onLeave?.();
  });
}
