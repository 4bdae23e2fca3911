import { useTranslation } from 'react-i18next';

import { BallIcon } from '../components/icons/icons';

/**
 * Shown while the player record loads: index.html's own splash (drawn before any script runs, so the first
 * paint does not wait for the bundle) with the loading status added in the player's language.
 */
export function Splash() {
  const { t } = useTranslation();
  return (
    <main className="gg-startup gg-startup--pitch" aria-busy="true">
      <div className="gg-startup__ball">
        <BallIcon size={64} />
      </div>
      <p className="gg-logo" aria-hidden="true">
        Goal<span>Guessr</span>
      </p>
      <p role="status">{t('app.loading')}</p>
    </main>
  );
}
