import { useTranslation } from 'react-i18next';

import { BallIcon } from '../../components/icons/icons';
import { LanguagePicker } from '../../components/language-picker/LanguagePicker';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';

/** First-run step 1: choose the interface language; the interface switches as soon as one is tapped. */
export function LanguageStep() {
  const { t } = useTranslation();
  const record = usePlayer();
  return (
    <section className="gg-onboarding gg-fade-in" aria-labelledby="gg-language-title">
      <div className="gg-onboarding__brand">
        <BallIcon size={64} />
        <span className="gg-onboarding__wordmark" aria-hidden="true">
          Goal<span>Guessr</span>
        </span>
      </div>
      <h1 id="gg-language-title" className="gg-onboarding__title">
        {t('onboarding.languageTitle')}
      </h1>
      <p className="gg-onboarding__subtitle">{t('onboarding.languageSubtitle')}</p>
      <LanguagePicker
        label={t('onboarding.languageTitle')}
        value={record.settings.language}
        onSelect={(code) => playerActions.setLanguage(code)}
      />
      <button
        type="button"
        className="gg-button gg-button--primary gg-button--block gg-button--big"
        onClick={() => playerActions.markTutorialSeen('initial_language_selected')}
      >
        {t('onboarding.continue')}
      </button>
    </section>
  );
}
