import { useTranslation } from 'react-i18next';

/** Shown while the player record loads. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <main className="gg-startup" aria-busy="true">
      <div className="gg-startup__ball" aria-hidden="true">
        ⚽
      </div>
      <p role="status">{t('app.loading')}</p>
    </main>
  );
}
