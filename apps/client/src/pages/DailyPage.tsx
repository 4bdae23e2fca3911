import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { DailyScreen } from '../features/daily/DailyScreen';

export default function DailyPage() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('daily.title')} currency>
      <DailyScreen />
    </ScreenLayout>
  );
}
