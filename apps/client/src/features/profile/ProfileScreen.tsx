import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '../../components/avatar/Avatar';
import { Tutorial } from '../../components/tutorial/Tutorial';
import { formatNumber } from '../../i18n';
import {
  ADVENTURE_ISLANDS,
  RATING_DEFAULT,
  RATING_DEFAULT_RD,
  TOURNAMENT_IDS,
  accuracyPercent,
  averageCorrectPerGame,
  experienceToNextLevel,
  ratingDisplay,
  soloStatsSummary,
  winRatePercent,
} from '@goalguessr/game-core';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';
import { profileTutorialPages } from './profile-tutorial';

/** Profile: level and every statistic of spec §2/§3, with the 5-page profile tutorial on first visit. */
interface StatRow {
  key: string;
  label: string;
  value: string;
  highlight?: boolean;
  /** what a screen reader says instead of `value` (e.g. "±" in words) */
  spoken?: string;
  /** a sentence rather than a figure ("Not rated yet: play a match"): body text, not the big number font */
  wordy?: boolean;
  /** a name rather than a figure (the island reached): bold, but at a size its longest word fits the box */
  named?: boolean;
}

/** One card of figures (the duel's or the solo modes'), a definition list under its heading. */
function StatsCard({
  titleId,
  title,
  hint,
  rows,
}: {
  titleId: string;
  title: string;
  hint?: string;
  rows: StatRow[];
}) {
  return (
    <section className="gg-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="gg-card__title">
        {title}
      </h2>
      {hint !== undefined ? <p className="gg-muted">{hint}</p> : null}
      <dl className="gg-stats">
        {rows.map((row) => (
          <div
            key={row.key}
            className={`gg-stat${row.highlight ? ' is-highlight' : ''}${row.wordy ? ' gg-stat--wordy' : ''}${row.named ? ' gg-stat--named' : ''}`}
            data-stat={row.key}
          >
            <dt>{row.label}</dt>
            {row.spoken === undefined ? (
              <dd>{row.value}</dd>
            ) : (
              <dd>
                <span aria-hidden="true">{row.value}</span>
                <span className="gg-visually-hidden">{row.spoken}</span>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const record = usePlayer();
  const [replayTutorial, setReplayTutorial] = useState(false);
  const lng = i18n.language;
  const n = (value: number) => formatNumber(value, lng);
  const pct = (value: number) => t('profile.winRateValue', { percent: n(value) });
  const s = record.stats;
  const average = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(averageCorrectPerGame(s));

  const rows: StatRow[] = [
    { key: 'games', label: t('profile.gamesPlayed'), value: n(s.gamesPlayed) },
    { key: 'wins', label: t('profile.wins'), value: n(s.wins), highlight: true },
    { key: 'losses', label: t('profile.losses'), value: n(s.losses) },
    { key: 'draws', label: t('profile.draws'), value: n(s.draws) },
    { key: 'winRate', label: t('profile.winRate'), value: pct(winRatePercent(s)), highlight: true },
    { key: 'correct', label: t('profile.correctAnswers'), value: n(s.totalCorrectAnswers) },
    { key: 'incorrect', label: t('profile.incorrectAnswers'), value: n(s.totalIncorrectAnswers) },
    { key: 'accuracy', label: t('profile.accuracy'), value: pct(accuracyPercent(s)) },
    { key: 'streak', label: t('profile.currentStreak'), value: n(s.currentWinStreak) },
    { key: 'best', label: t('profile.bestStreak'), value: n(s.bestWinStreak), highlight: true },
    { key: 'total', label: t('profile.totalScore'), value: n(s.totalScore) },
    { key: 'average', label: t('profile.average'), value: average },
    { key: 'highest', label: t('profile.highest'), value: n(s.highestScore), highlight: true },
  ];

  const solo = record.solo;
  const soloSummary = soloStatsSummary(solo);
  const openedIsland = ADVENTURE_ISLANDS[Math.max(0, solo.openedIsland - 1)]?.id ?? 'west-europe';
  // Spec §2's profile figures for the solo modes (issue 14), beside the duel's.
  const soloRows: StatRow[] = [
    { key: 'soloTotalScore', label: t('profile.solo.totalScore'), value: n(solo.totalScore) },
    { key: 'soloTotalGames', label: t('profile.solo.totalGames'), value: n(solo.totalGames) },
    { key: 'soloAverage', label: t('profile.solo.average'), value: n(soloSummary.average) },
    { key: 'soloAccuracy', label: t('profile.accuracy'), value: pct(soloSummary.accuracyPercent) },
    { key: 'soloHighest', label: t('profile.highest'), value: n(solo.highestScore), highlight: true },
    {
      key: 'soloBestSeries',
      label: t('profile.solo.bestSeries'),
      value: n(solo.bestSeries),
      highlight: true,
    },
    { key: 'soloEndlessBest', label: t('profile.solo.endlessBest'), value: n(solo.endlessBestScore) },
    {
      key: 'soloOpenedIsland',
      label: t('profile.solo.openedIsland'),
      value: t('profile.solo.openedIslandValue', {
        island: t(`solo.islands.${openedIsland}`),
        number: solo.openedIsland,
        total: ADVENTURE_ISLANDS.length,
      }),
      highlight: true,
      named: true,
    },
  ];
  // The skill rating per tournament (issue 17): whole rating ± twice the deviation; a new player's untouched
  // 1500 / 350 says nothing yet, so it reads "not rated yet" instead.
  const ratingRows: StatRow[] = TOURNAMENT_IDS.map((id) => {
    const rating = record.ratings[id];
    const label = t(`tournaments.${id}`);
    if (rating.rating === RATING_DEFAULT && rating.rd === RATING_DEFAULT_RD) {
      return { key: `rating-${id}`, label, value: t('profile.rating.unrated'), wordy: true };
    }
    const shown = ratingDisplay(rating);
    const figures = { rating: n(shown.rating), plusMinus: n(shown.plusMinus) };
    return {
      key: `rating-${id}`,
      label,
      value: t(shown.provisional ? 'profile.rating.provisionalValue' : 'profile.rating.value', figures),
      spoken: t(shown.provisional ? 'profile.rating.spokenProvisional' : 'profile.rating.spoken', figures),
      highlight: !shown.provisional,
    };
  });
  const showTutorial = replayTutorial || !record.tutorials.profile_guide;
  return (
    <>
      <section className="gg-card gg-profile-head">
        <Avatar shirtId={record.equipment.shirt} cleatId={record.equipment.cleat} size={84} />
        <div>
          <h2 className="gg-profile-head__name">{record.profile.username}</h2>
          <p className="gg-level-badge">{t('home.level', { level: n(record.profile.level) })}</p>
          <p className="gg-muted">
            {t('home.experience', {
              current: n(record.profile.experience),
              next: n(experienceToNextLevel(record.profile.level)),
            })}
          </p>
        </div>
      </section>

      <StatsCard titleId="gg-stats-title" title={t('profile.statsTitle')} rows={rows} />

      <StatsCard
        titleId="gg-rating-title"
        title={t('profile.rating.title')}
        hint={t('profile.rating.hint')}
        rows={ratingRows}
      />

      <StatsCard titleId="gg-solo-stats-title" title={t('profile.solo.title')} rows={soloRows} />
      <button
        type="button"
        className="gg-button gg-button--ghost gg-button--block"
        onClick={() => setReplayTutorial(true)}
      >
        {t('profile.showTutorial')}
      </button>

      {showTutorial ? (
        <Tutorial
          pages={profileTutorialPages(t)}
          onDone={() => {
            setReplayTutorial(false);
            playerActions.markTutorialSeen('profile_guide');
          }}
        />
      ) : null}
    </>
  );
}
