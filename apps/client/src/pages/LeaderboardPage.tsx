import { TOURNAMENT_IDS, type TournamentId } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { LeaderboardScreen } from '../features/leaderboard/LeaderboardScreen';

/** `/leaderboard[?tournament=<id>]`: the weekly season's boards (issue 27). */
export default function LeaderboardPage() {
  const { t } = useTranslation();
  const asked = new URLSearchParams(useLocation().search).get('tournament');
  const tournament = (TOURNAMENT_IDS as readonly string[]).includes(asked ?? '')
    ? (asked as TournamentId)
    : undefined;
  return (
    <ScreenLayout title={t('leaderboard.title')}>
      <LeaderboardScreen {...(tournament !== undefined ? { initialTournament: tournament } : {})} />
    </ScreenLayout>
  );
}
