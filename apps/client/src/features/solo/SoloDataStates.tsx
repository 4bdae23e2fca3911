import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** While the built-in footballer data (a chunk of its own) loads for a solo mode. */
export function SoloLoading() {
  const { t } = useTranslation();
  return (
    <p className="gg-card" role="status">
      {t('solo.loading')}
    </p>
  );
}

/** The built-in data could not load: say so, offer Try again, and any way out the mode has (`children`). */
export function SoloLoadFailed({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="gg-card" role="alert">
      <h2>{t('match.offlineTitle')}</h2>
      <p>{t('solo.loadFailed')}</p>
      <button type="button" className="gg-button gg-button--primary gg-button--block" onClick={onRetry}>
        {t('match.retry')}
      </button>
      {children}
    </section>
  );
}
