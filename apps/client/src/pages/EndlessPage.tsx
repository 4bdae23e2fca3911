import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { EndlessScreen } from '../features/solo/EndlessScreen';
import { leaveEndless, pauseEndless } from '../features/solo/endless-session';
import { useSoloPageActivity } from './solo-page-activity';

/** /endless: the Endless solo mode; leaving the page ends a run still going (it is recorded). */
export default function EndlessPage() {
  const { t } = useTranslation();
  useSoloPageActivity({ onLeave: leaveEndless });
  // A hidden page (another tab, the phone locked) pauses the run rather than letting cards pile up unseen.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') pauseEndless();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return (
    <ScreenLayout title={t('solo.endlessTitle')} currency className="gg-solo-page">
      <EndlessScreen />
    </ScreenLayout>
  );
}
