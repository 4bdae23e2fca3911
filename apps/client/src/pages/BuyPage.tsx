import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { BuyScreen } from '../features/buy/BuyScreen';

/** /buy: store packages, tickets, block ads and rewarded ads (spec §2). */
export default function BuyPage() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('buy.title')} currency>
      <BuyScreen />
    </ScreenLayout>
  );
}
