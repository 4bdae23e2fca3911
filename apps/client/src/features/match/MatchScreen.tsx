import type { TournamentId } from '@goalguessr/game-core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ConnectionLostOverlay } from './ConnectionLostOverlay';
import { MatchmakingView } from './MatchmakingView';
import { checkMatchEndingAgain, setPaused } from './duel/duel-controller';
import { useMatchStore } from './match-store';
import { PauseMenu } from './PauseMenu';
import { QuestionView } from './QuestionView';
import { EndedAwayView, ForfeitView, ResultView } from './ResultView';
import '../../components/play/play.css';

interface MatchScreenProps {
  tournament: TournamentId;
  /** start (or start again) a match in the tournament */
  onPlay: () => void;
  /** forfeit and queue again, after the pause menu's confirmation */
  onRestart: () => void;
  /** forfeit and go Home, after the pause menu's confirmation */
  onExit: () => void;
  onHome: () => void;
}

function Notice({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className="gg-card gg-match-notice" aria-labelledby="gg-match-notice-title">
      <h2 id="gg-match-notice-title" className="gg-card__title">
        {title}
      </h2>
      <p>{body}</p>
      <div className="gg-match-notice__actions">{children}</div>
    </section>
  );
}

/** Above the app's own back handling (10), below Ionic overlays (100). */
const MATCH_BACK_PRIORITY = 50;

interface BackButtonDetail {
  register(priority: number, handler: (processNextHandler: () => void) => void): void;
}

/**
 * Android's back button during a question opens the pause menu (whose exit asks before forfeiting) instead
 * of leaving the match at once; elsewhere it does what the app does.
 */
function useBackOpensPause(): void {
  useEffect(() => {
    const listener = (event: Event) => {
      (event as CustomEvent<BackButtonDetail>).detail.register(MATCH_BACK_PRIORITY, (processNext) => {
        const { stage, paused } = useMatchStore.getState();
        if (stage === 'playing') setPaused(!paused);
        else processNext();
      });
    };
    document.addEventListener('ionBackButton', listener);
    return () => document.removeEventListener('ionBackButton', listener);
  }, []);
}

/** Every screen of a match, chosen by the match store's stage. */
export function MatchScreen({ tournament, onPlay, onRestart, onExit, onHome }: MatchScreenProps) {
  const { t } = useTranslation();
  const stage = useMatchStore((s) => s.stage);
  const paused = useMatchStore((s) => s.paused);
  const reconnecting = useMatchStore((s) => s.reconnecting);
  const joinFailure = useMatchStore((s) => s.joinFailure);
  const voidReason = useMatchStore((s) => s.voidReason);
  const friend = useMatchStore((s) => s.friend);
  useBackOpensPause();
  const home = (
    <button type="button" className="gg-button gg-button--ghost gg-button--block" onClick={onHome}>
      {t('nav.home')}
    </button>
  );
  const retry = (
    <button type="button" className="gg-button gg-button--primary gg-button--block" onClick={onPlay}>
      {t('match.retry')}
    </button>
  );

  let body: ReactNode;
  switch (stage) {
    case 'idle':
    case 'starting':
      body = (
        <p className="gg-match-starting" role="status">
          {t('match.starting', { tournament: t(`tournaments.${tournament}`) })}
        </p>
      );
      break;
    case 'offline':
      body = (
        <Notice title={t('match.offlineTitle')} body={t('match.offlineBody')}>
          {retry}
          {home}
        </Notice>
      );
      break;
    case 'no_tickets':
      body = (
        <Notice title={t('match.noTicketsTitle')} body={t('match.noTickets')}>
          <Link className="gg-button gg-button--primary gg-button--block" to="/buy">
            {t('match.getTickets')}
          </Link>
          {home}
        </Notice>
      );
      break;
    case 'join_failed':
      body = (
        <Notice
          title={joinFailure === 'connection_lost' ? t('match.connectionLost') : t('match.joinFailedTitle')}
          body={
            joinFailure === 'friend_code_invalid' ||
            joinFailure === 'friend_code_expired' ||
            joinFailure === 'friend_wrong_tournament'
              ? `${t(`friend.errors.${joinFailure}`)} ${t('friend.feeBack')}`
              : joinFailure === 'rate_limited'
                ? t('match.joinRateLimitedBody')
                : joinFailure === 'server_draining'
                  ? t('match.joinServerRestartingBody')
                  : joinFailure === 'unreachable'
                    ? t('match.joinServerUnreachableBody')
                    : joinFailure === 'server_unavailable'
                      ? t('match.joinServerBusyBody')
                      : t('match.joinFailedBody')
          }
        >
          {retry}
          {home}
        </Notice>
      );
      break;
    case 'lobby':
      body = <MatchmakingView />;
      break;
    case 'playing':
      body = <QuestionView />;
      break;
    case 'result':
      body = <ResultView onPlayAgain={onPlay} onHome={onHome} />;
      break;
    case 'forfeited':
      body = <ForfeitView onPlayAgain={onPlay} onHome={onHome} />;
      break;
    case 'ended_away':
      body = <EndedAwayView onPlayAgain={onPlay} onHome={onHome} />;
      break;
    case 'checking':
      // the seat could not be regained: the server is asked how the match ended (issue 25)
      body = (
        <section className="gg-card gg-match-notice" aria-labelledby="gg-match-notice-title" aria-busy="true">
          <h2 id="gg-match-notice-title" className="gg-card__title">
            {t('match.connectionLost')}
          </h2>
          <p role="status">{t('match.endingChecking')}</p>
        </section>
      );
      break;
    case 'pending':
      body = (
        <Notice title={t('match.endingPendingTitle')} body={t('match.endingPendingBody')}>
          <button
            type="button"
            className="gg-button gg-button--primary gg-button--block"
            onClick={checkMatchEndingAgain}
          >
            {t('match.endingCheckAgain')}
          </button>
          {home}
        </Notice>
      );
      break;
    case 'elsewhere':
      body = (
        <Notice title={t('match.elsewhereTitle')} body={t('match.elsewhereBody')}>
          {home}
        </Notice>
      );
      break;
    case 'void':
      body =
        voidReason === 'friend_expired' ? (
          <Notice title={t('friend.expiredTitle')} body={t('friend.expiredBody')}>
            {friend?.role === 'host' ? (
              <button
                type="button"
                className="gg-button gg-button--primary gg-button--block"
                onClick={onPlay}
              >
                {t('friend.newCode')}
              </button>
            ) : null}
            {home}
          </Notice>
        ) : (
          <Notice title={t('match.voidTitle')} body={t('match.voidBody')}>
            {retry}
            {home}
          </Notice>
        );
      break;
  }

  return (
    <div className="gg-match">
      {body}
      {stage === 'playing' && paused ? <PauseMenu onRestart={onRestart} onExit={onExit} /> : null}
      {(stage === 'playing' || stage === 'lobby') && reconnecting ? <ConnectionLostOverlay /> : null}
    </div>
  );
}
