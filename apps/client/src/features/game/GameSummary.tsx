import { TOURNAMENT_IDS, TOURNAMENTS, type TournamentId } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatNumber } from '../../i18n';

/** Reads the tournament id from `?tournament=`; unknown or missing ids give null. */
export function tournamentFromSearch(search: string): TournamentId | null {
  const id = new URLSearchParams(search).get('tournament');
  return TOURNAMENT_IDS.find((known) => known === id) ?? null;
}

/** The chosen tournament before the match (the match screens arrive with the match issue). */
export function GameSummary({ tournamentId }: { tournamentId: TournamentId | null }) {
  const { t, i18n } = useTranslation();
  if (tournamentId === null) {
    return (
      <section className="gg-card">
        <p>{t('game.unknownTournament')}</p>
        <Link className="gg-button gg-button--primary gg-button--block" to="/">
          {t('nav.backToHome')}
        </Link>
      </section>
    );
  }
  const tournament = TOURNAMENTS[tournamentId];
  const name = t(`tournaments.${tournamentId}`);
  return (
    <section
      className={`gg-card gg-game-card gg-tournament--${tournamentId}`}
      aria-labelledby="gg-game-tournament"
    >
      <p className="gg-muted">{t('game.tournament')}</p>
      <h2 id="gg-game-tournament" className="gg-game-card__name">
        {name}
      </h2>
      <dl className="gg-stats">
        <div className="gg-stat">
          <dt>{t('home.entryFee')}</dt>
          <dd>{t('home.entryFeeValue', { count: tournament.entryFeeTickets })}</dd>
        </div>
        <div className="gg-stat">
          <dt>{t('home.reward')}</dt>
          <dd>{t('home.rewardValue', { coins: formatNumber(tournament.rewardCoins, i18n.language) })}</dd>
        </div>
        <div className="gg-stat">
          <dt>{t('home.difficulty')}</dt>
          <dd>{t('home.difficultyValue', { level: tournament.difficulty })}</dd>
        </div>
      </dl>
      <p>{t('game.matchComingBody', { tournament: name })}</p>
      <Link className="gg-button gg-button--primary gg-button--block" to="/">
        {t('nav.backToHome')}
      </Link>
    </section>
  );
}
