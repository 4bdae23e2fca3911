import { useTranslation } from 'react-i18next';

import { ScreenLayout } from '../components/layout/ScreenLayout';

/** Packages arrive with the buy issue; the route and its frame exist now. */
export default function BuyPage() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('buy.title')} currency>
      <section className="gg-card">
        <p>{t('buy.body')}</p>
      </section>
    </ScreenLayout>
  );
}
