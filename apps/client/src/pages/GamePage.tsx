import { useIonViewDidEnter, useIonViewWillLeave } from '@ionic/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { GameSummary, tournamentFromSearch } from '../features/game/GameSummary';
import { PAGE_INACTIVE, useUiStore } from '../state/ui-store';

/** How often the game page refreshes its last-active time while visible (spec §4 checks use it). */
const GAME_PAGE_HEARTBEAT_MS = 5000;

export default function GamePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const heartbeat = useRef<number | null>(null);

  // Spec §4: the game-page-active flag with its last-active time, kept fresh while the page is in use.
  // Ionic keeps left pages mounted, so the view lifecycle (not mount/unmount) marks entering and leaving.
  useIonViewDidEnter(() => {
    const beat = () => {
      if (document.visibilityState === 'visible') {
        useUiStore.getState().setActivity({ isGamePageActive: true, lastActiveTime: Date.now() });
      }
    };
    beat();
    heartbeat.current = window.setInterval(beat, GAME_PAGE_HEARTBEAT_MS);
  });
  useIonViewWillLeave(() => {
    if (heartbeat.current !== null) window.clearInterval(heartbeat.current);
    heartbeat.current = null;
    useUiStore.getState().setActivity(PAGE_INACTIVE);
  });

  return (
    <ScreenLayout title={t('game.title')} currency>
      <GameSummary tournamentId={tournamentFromSearch(location.search)} />
    </ScreenLayout>
  );
}
