import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { PauseButton } from '../components/play/PauseButton';
import { EndlessScreen } from '../features/solo/EndlessScreen';
import { leaveEndless, pauseEndless, useEndlessStore } from '../features/solo/endless-session';
import { usePlayPageActivity } from '../lib/play/use-play-page-activity';

/** /endless: the Endless solo mode; leaving the page ends a run still going (it is recorded). */
export default function EndlessPage() {
  const { t } = useTranslation();
  // A hidden page (another tab, the phone locked) pauses the run rather than letting cards pile up unseen.
  usePlayPageActivity({ onLeave: leaveEndless, onHidden: pauseEndless });
  // A run fills the phone's screen, its answers anchored to the bottom.
  const playing = useEndlessStore((s) => s.status === 'playing');
  return (
    <ScreenLayout
      title={t('solo.endlessTitle')}
      currency={!playing}
      fill={playing}
      toolbarEnd={playing ? <PauseButton onPause={pauseEndless} /> : undefined}
      className="gg-solo-page"
    >
      <EndlessScreen />
    </ScreenLayout>
  );
}
