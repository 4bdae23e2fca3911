import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '../../components/avatar/Avatar';
import { UsernameForm } from '../../components/username-form/UsernameForm';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';

/** How long the success message stays before Home opens. */
const WELCOME_SUCCESS_PAUSE_MS = 1200;

/** First-run step 2: the welcome screen, where the player chooses a username. */
export function WelcomeStep() {
  const { t } = useTranslation();
  const record = usePlayer();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    // Let the success message be read before Home replaces this screen.
    const id = window.setTimeout(
      () => playerActions.markTutorialSeen('username_setup_flow'),
      WELCOME_SUCCESS_PAUSE_MS,
    );
    return () => window.clearTimeout(id);
  }, [saved]);

  return (
    <section className="gg-onboarding gg-fade-in" aria-labelledby="gg-welcome-title">
      <Avatar
        shirtId={record.equipment.shirt}
        cleatId={record.equipment.cleat}
        size={120}
        className="gg-onboarding__avatar"
      />
      <h1 id="gg-welcome-title" className="gg-onboarding__title">
        {t('onboarding.welcomeTitle')}
      </h1>
      <p className="gg-onboarding__subtitle">{t('onboarding.welcomeSubtitle')}</p>
      <UsernameForm
        submitLabel={t('onboarding.start')}
        onSave={(name) => playerActions.setUsername(name)}
        onSuccess={() => setSaved(true)}
        successText={t('username.saved')}
      />
    </section>
  );
}
