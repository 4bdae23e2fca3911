import { useTranslation } from 'react-i18next';

import { WarningIcon } from '../components/icons/icons';

interface LoadErrorScreenProps {
  onRetry: () => void;
  /** absent when the save could not even be copied aside: then only Retry is offered */
  onStartNew?: () => void;
}

/** Start-up failure (spec §8 "Player data failed to load, game cannot start"). */
export function LoadErrorScreen({ onRetry, onStartNew }: LoadErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="gg-startup gg-startup--error">
      <div className="gg-card gg-startup__card" role="alert">
        <div className="gg-startup__icon">
          <WarningIcon />
        </div>
        <h1 className="gg-startup__title">{t('startup.loadFailedTitle')}</h1>
        <p>{t('startup.loadFailedBody')}</p>
        <button
          type="button"
          className="gg-button gg-button--primary gg-button--block gg-button--big"
          onClick={onRetry}
        >
          {t('startup.retry')}
        </button>
        {onStartNew ? (
          <>
            <button
              type="button"
              className="gg-button gg-button--ghost gg-button--block"
              onClick={onStartNew}
              aria-describedby="gg-start-new-hint"
            >
              {t('startup.startNew')}
            </button>
            <p id="gg-start-new-hint" className="gg-muted">
              {t('startup.startNewHint')}
            </p>
          </>
        ) : null}
      </div>
    </main>
  );
}
