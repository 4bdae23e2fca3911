import { useTranslation } from 'react-i18next';

import { BallIcon } from '../components/icons/icons';

/** Shown while the player record loads. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <main className="gg-startup" aria-busy="true">
      <div className="gg-startup__ball">
        <BallIcon size={64} />
      </div>
      <p role="status">{t('app.loading')}</p>
    </main>
  );
}
