import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { MoonIcon, SunIcon } from '../../components/icons/icons';
import { LanguagePicker } from '../../components/language-picker/LanguagePicker';
import { Switch } from '../../components/switch/Switch';
import { UsernameForm } from '../../components/username-form/UsernameForm';
import { playerActions } from '../../lib/player-actions';
import { onRadioGroupKeyDown, radioTabIndex } from '../../lib/radio-group';
import { usePlayer } from '../../state/player-store';
import { DATA_CREDITS, THIRD_PARTY_NOTICES_URL } from './credits';
import { ServerDataSection } from './ServerDataSection';
import { TestNotificationButton } from './TestNotificationButton';

/** Settings: sound, music, vibration, notifications, language, theme, username, data on the server and credits. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const record = usePlayer();
  const settings = record.settings;
  return (
    <>
      <section className="gg-card" aria-labelledby="gg-settings-audio">
        <h2 id="gg-settings-audio" className="gg-card__title">
          {t('settings.audioSection')}
        </h2>
        <Switch
          label={t('settings.sound')}
          checked={settings.soundEnabled}
          onChange={(v) => playerActions.setToggle('soundEnabled', v)}
        />
        <Switch
          label={t('settings.music')}
          checked={settings.musicEnabled}
          onChange={(v) => playerActions.setToggle('musicEnabled', v)}
        />
        <Switch
          label={t('settings.vibration')}
          checked={settings.vibration}
          onChange={(v) => playerActions.setToggle('vibration', v)}
        />
        <Switch
          label={t('settings.notifications')}
          hint={t('settings.notificationsHint')}
          checked={settings.notifications}
          onChange={(v) => playerActions.setToggle('notifications', v)}
        />
        {/* The OS refused: the switch went back off, and this says why (live, so it is heard as it snaps). */}
        <p className="gg-row__hint gg-settings__denied" role="status">
          {settings.notificationPermissionDenied && !settings.notifications
            ? t('notifications.testDenied')
            : ''}
        </p>
        <TestNotificationButton />
      </section>

      <section className="gg-card" aria-labelledby="gg-settings-theme">
        <h2 id="gg-settings-theme" className="gg-card__title">
          {t('settings.theme')}
        </h2>
        <div
          className="gg-segment"
          role="radiogroup"
          aria-labelledby="gg-settings-theme"
          onKeyDown={onRadioGroupKeyDown}
        >
          {(['light', 'dark'] as const).map((theme, index) => (
            <button
              key={theme}
              type="button"
              role="radio"
              aria-checked={settings.theme === theme}
              tabIndex={radioTabIndex(settings.theme === theme, index, true)}
              className={settings.theme === theme ? 'gg-segment__item is-selected' : 'gg-segment__item'}
              onClick={() => playerActions.setTheme(theme)}
            >
              {theme === 'light' ? <SunIcon /> : <MoonIcon />}
              {theme === 'light' ? t('settings.themeLight') : t('settings.themeDark')}
            </button>
          ))}
        </div>
      </section>

      <section className="gg-card" aria-labelledby="gg-settings-language">
        <h2 id="gg-settings-language" className="gg-card__title">
          {t('settings.language')}
        </h2>
        <LanguagePicker
          label={t('settings.language')}
          value={settings.language}
          onSelect={(code) => playerActions.setLanguage(code)}
        />
      </section>

      <section className="gg-card" aria-labelledby="gg-settings-player">
        <h2 id="gg-settings-player" className="gg-card__title">
          {t('username.change')}
        </h2>
        <UsernameForm
          initialValue={record.profile.username}
          submitLabel={t('username.save')}
          onSave={(name) => playerActions.setUsername(name)}
        />
      </section>

      <ServerDataSection />

      <section className="gg-card" aria-labelledby="gg-settings-credits">
        <h2 id="gg-settings-credits" className="gg-card__title">
          {t('settings.credits')}
        </h2>
        <p>{t('settings.creditsIntro')}</p>
        <ul className="gg-credits">
          {DATA_CREDITS.map((credit) => (
            <li key={credit.name}>
              <a href={credit.url} target="_blank" rel="noreferrer">
                {credit.name}
              </a>
              <span className="gg-muted"> — {credit.author}. </span>
              {credit.licenceUrl !== undefined ? (
                <a href={credit.licenceUrl} target="_blank" rel="noreferrer">
                  {t('settings.creditsLicence', { licence: credit.licence })}
                </a>
              ) : (
                <span>{t('settings.creditsLicence', { licence: credit.licence })}</span>
              )}
            </li>
          ))}
        </ul>
        <p className="gg-muted">{t('settings.creditsChanges')}</p>
        <p className="gg-muted">{t('settings.creditsFlags')}</p>
        <p>
          <a href={THIRD_PARTY_NOTICES_URL} target="_blank" rel="noreferrer">
            {t('settings.creditsThirdParty')}
          </a>
        </p>
        <p>
          <Link to="/privacy">{t('settings.privacyLink')}</Link>
        </p>
      </section>
    </>
  );
}
