import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { AdventureScreen } from '../features/solo/AdventureScreen';
import { backToMap, useAdventureStore } from '../features/solo/adventure-session';
import { usePlayPageActivity } from '../lib/play/use-play-page-activity';

/** /adventure (and /map): the Adventure map of islands; leaving mid-level drops the level unrecorded. */
export default function AdventurePage() {
  const { t } = useTranslation();
  usePlayPageActivity({ onLeave: backToMap });
  // A level fills the phone's screen, its answers anchored to the bottom.
  const playing = useAdventureStore((s) => s.view === 'playing');
  return (
    <ScreenLayout
      title={t('solo.adventureTitle')}
      currency={!playing}
      fill={playing}
      toolbarEnd={
        playing ? (
          <button type="button" className="gg-button gg-button--ghost" onClick={backToMap}>
            {t('solo.map')}
          </button>
        ) : undefined
      }
      className="gg-solo-page"
    >
      <AdventureScreen />
    </ScreenLayout>
  );
}
