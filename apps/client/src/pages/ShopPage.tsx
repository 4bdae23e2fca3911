import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';
import { ShopScreen } from '../features/shop/ShopScreen';

/** /shop: power-ups, shirts and cleats (spec §2). */
export default function ShopPage() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('shop.title')} currency>
      <ShopScreen />
    </ScreenLayout>
  );
}
