import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';

/** The shop's tabs arrive with the shop issue; the route and its frame exist now. */
export default function ShopPage() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('shop.title')} currency>
      <section className="gg-card">
        <p>{t('shop.body')}</p>
      </section>
    </ScreenLayout>
  );
}
