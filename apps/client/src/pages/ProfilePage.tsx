import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { ProfileScreen } from '../features/profile/ProfileScreen';

export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('profile.title')} currency>
      <ProfileScreen />
    </ScreenLayout>
  );
}
