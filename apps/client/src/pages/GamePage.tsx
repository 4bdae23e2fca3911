import { useIonViewDidEnter, useIonViewWillLeave } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { friendFromSearch, tournamentFromSearch } from '../features/game/tournament-param';
import { MatchScreen } from '../features/match/MatchScreen';
import {
  exitMatch,
  forfeitMatch,
  leaveMatch,
  setMatchNavigator,
  setRematchStarter,
  startMatch,
} from '../features/match/match-controller';
import { PAGE_INACTIVE, useUiStore } from '../state/ui-store';

/** How often the game page refreshes its last-active time while visible (spec §4 checks use it). */
const GAME_PAGE_HEARTBEAT_MS = 5000;

/**
 * The game route: one match of the tournament in `?tournament=`. Entering from inside the app pays and
 * joins; a first navigation straight onto /game (a reload mid-match, a bookmark) goes Home — the start-up
 * has already settled any match left behind (player-store), so a reload never charges twice (spec §4).
 */
export default function GamePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const heartbeat = useRef<number | null>(null);
  const tournament = tournamentFromSearch(location.search);
  const friend = friendFromSearch(location.search);

  const goHome = () => {
    leaveMatch();
    navigate('/', { replace: true });
  };

  // The match controller's `navigate` effect (the pause menu's exit) goes through the router.
  useEffect(() => {
    setMatchNavigator((to) => navigate(to, { replace: true }));
    // both accepted a rematch: the new private duel starts on this page
    setRematchStarter((rematchTournament, start) => void startMatch(rematchTournament, start));
    return () => {
      setMatchNavigator(null);
      setRematchStarter(null);
    };
  }, [navigate]);

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

    const enteredFromApp = useUiStore.getState().previousRoute !== null;
    if (!enteredFromApp) {
      useUiStore.getState().setActivity(PAGE_INACTIVE);
      navigate('/', { replace: true });
      return;
    }
    if (tournament !== null) void startMatch(tournament, friend);
  });
  useIonViewWillLeave(() => {
    if (heartbeat.current !== null) window.clearInterval(heartbeat.current);
    heartbeat.current = null;
    useUiStore.getState().setActivity(PAGE_INACTIVE);
    leaveMatch();
  });

  return (
    <ScreenLayout title={t('match.title')} back={false} currency className="gg-game-page">
      {tournament === null ? (
        <section className="gg-card">
          <p>{t('game.unknownTournament')}</p>
          <Link className="gg-button gg-button--primary gg-button--block" to="/">
            {t('nav.backToHome')}
          </Link>
        </section>
      ) : (
        <MatchScreen
          tournament={tournament}
          onPlay={() => {
            // a friend's code works once: trying again as a guest means another code
            if (friend?.kind === 'guest') navigate('/play', { replace: true });
            else void startMatch(tournament, friend);
          }}
          onRestart={() => {
            forfeitMatch();
            void startMatch(tournament, friend);
          }}
          onExit={exitMatch}
          onHome={goHome}
        />
      )}
    </ScreenLayout>
  );
}
