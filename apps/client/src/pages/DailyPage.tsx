import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { DailyScreen, useDailyPlaying } from '../features/daily/DailyScreen';

export default function DailyPage() {
  const { t } = useTranslation();
  // The card being played fills the phone's screen, its answers anchored to the bottom.
  const playing = useDailyPlaying();
  return (
    <ScreenLayout title={t('daily.title')} currency={!playing} fill={playing}>
      <DailyScreen />
    </ScreenLayout>
  );
}
