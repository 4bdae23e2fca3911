import type { TournamentId } from '@goalguessr/game-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ConnectionLostOverlay } from './ConnectionLostOverlay';
import { MatchmakingView } from './MatchmakingView';
import { useMatchStore } from './match-store';
import { PauseMenu } from './PauseMenu';
import { QuestionView } from './QuestionView';
import { ForfeitView, ResultView } from './ResultView';
import './match.css';

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

/** Every screen of a match, chosen by the match store's stage. */
export function MatchScreen({ tournament, onPlay, onRestart, onExit, onHome }: MatchScreenProps) {
  const { t } = useTranslation();
  const stage = useMatchStore((s) => s.stage);
  const paused = useMatchStore((s) => s.paused);
  const reconnecting = useMatchStore((s) => s.reconnecting);
  const joinFailure = useMatchStore((s) => s.joinFailure);
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
          body={t('match.joinFailedBody')}
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
    case 'void':
      body = (
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
