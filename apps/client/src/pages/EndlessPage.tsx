import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { EndlessScreen } from '../features/solo/EndlessScreen';
import { leaveEndless, pauseEndless } from '../features/solo/endless-session';
import { usePlayPageActivity } from '../lib/play/use-play-page-activity';

/** /endless: the Endless solo mode; leaving the page ends a run still going (it is recorded). */
export default function EndlessPage() {
  const { t } = useTranslation();
  // A hidden page (another tab, the phone locked) pauses the run rather than letting cards pile up unseen.
  usePlayPageActivity({ onLeave: leaveEndless, onHidden: pauseEndless });
  return (
    <ScreenLayout title={t('solo.endlessTitle')} currency className="gg-solo-page">
      <EndlessScreen />
    </ScreenLayout>
  );
}
