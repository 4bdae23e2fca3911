import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { SettingsScreen } from '../features/settings/SettingsScreen';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('settings.title')}>
      <SettingsScreen />
    </ScreenLayout>
  );
}
