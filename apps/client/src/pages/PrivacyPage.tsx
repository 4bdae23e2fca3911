import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { PrivacyScreen } from '../features/privacy/PrivacyScreen';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('privacy.title')}>
      <PrivacyScreen />
    </ScreenLayout>
  );
}
