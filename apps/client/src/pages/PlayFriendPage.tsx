import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { FriendJoinScreen } from '../features/friends/FriendJoinScreen';

/** `/play` ("Join with a code") and `/play/<code>` (a friend's shared link). */
export default function PlayFriendPage() {
  const { t } = useTranslation();
  const { code } = useParams<{ code?: string }>();
  return (
    <ScreenLayout title={t('friend.joinWithCode')} currency>
      <FriendJoinScreen initialCode={code} />
    </ScreenLayout>
  );
}
