import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { PauseButton } from '../components/play/PauseButton';
import { friendFromSearch, tournamentFromSearch } from '../features/game/tournament-param';
import { MatchScreen } from '../features/match/MatchScreen';
import { useMatchStore } from '../features/match/match-store';
import {
  exitMatch,
  forfeitMatch,
  leaveMatch,
  rejoinMatch,
  setPaused,
  setRematchStarter,
  startMatch,
} from '../features/match/duel/duel-controller';
import { usePlayPageActivity } from '../lib/play/use-play-page-activity';
import { PAGE_INACTIVE, useUiStore } from '../state/ui-store';

/**
 * The game route: one match of the tournament in `?tournament=`. A match the start-up kept to rejoin (a reload
 * or a reopened tab mid-match, an app brought back: issue 25) is rejoined here, with its score, while the server
 * holds the seat. Otherwise entering from inside the app pays and joins, and a first navigation straight onto
 * /game (a bookmark, a reload with nothing to rejoin) goes Home — the start-up has already settled any match
 * left behind (player-store), so a reload never charges twice (spec §4).
 */
export default function GamePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tournament = tournamentFromSearch(location.search);
  const friend = friendFromSearch(location.search);
  // A question fills the phone's screen (its answers anchored to the bottom); the currency bar waits for the
  // result, and the toolbar carries the round and Pause.
  const playing = useMatchStore((s) => s.stage === 'playing');
  const round = useMatchStore((s) => s.round);

  const goHome = () => {
    leaveMatch();
    navigate('/', { replace: true });
  };

  // both accepted a rematch: the new private duel starts on this page
  useEffect(() => {
    setRematchStarter((rematchTournament, start) => void startMatch(rematchTournament, start));
    return () => setRematchStarter(null);
  }, []);

  // Spec §4: the game-page-active flag while the page is in use; entering from inside the app starts the match.
  usePlayPageActivity({
    onEnter: () => {
      void rejoinMatch().then((rejoined) => {
        if (rejoined) return;
        const enteredFromApp = useUiStore.getState().previousRoute !== null;
        if (!enteredFromApp) {
          useUiStore.getState().setActivity(PAGE_INACTIVE);
          navigate('/', { replace: true });
          return;
        }
        if (tournament !== null) void startMatch(tournament, friend);
      });
    },
    onLeave: leaveMatch,
  });

  return (
    <ScreenLayout
      title={
        playing && round !== null
          ? t('match.round', { current: round.roundIndex + 1, total: round.totalRounds })
          : t('match.title')
      }
      back={false}
      currency={!playing}
      fill={playing}
      toolbarEnd={playing ? <PauseButton onPause={() => setPaused(true)} /> : undefined}
      className="gg-game-page"
    >
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
