import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { AdventureScreen } from '../features/solo/AdventureScreen';
import { backToMap } from '../features/solo/adventure-session';
import { usePlayPageActivity } from '../lib/play/use-play-page-activity';

/** /adventure (and /map): the Adventure map of islands; leaving mid-level drops the level unrecorded. */
export default function AdventurePage() {
  const { t } = useTranslation();
  usePlayPageActivity({ onLeave: backToMap });
  return (
    <ScreenLayout title={t('solo.adventureTitle')} currency className="gg-solo-page">
      <AdventureScreen />
    </ScreenLayout>
  );
}
