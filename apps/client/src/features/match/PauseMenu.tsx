import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Switch } from '../../components/switch/Switch';
import { useFocusTrap } from '../../lib/focus-trap';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';
import { setPaused } from './match-controller';

type Confirming = 'restart' | 'exit' | null;

interface PauseMenuProps {
  onRestart: () => void;
  onExit: () => void;
}

/**
 * The pause menu (spec §2): resume, restart and exit (both forfeit, after a confirmation), and the sound,
 * music and vibration toggles. The match clock is the server's and keeps running: the menu says so.
 */
export function PauseMenu({ onRestart, onExit }: PauseMenuProps) {
  const { t } = useTranslation();
  const record = usePlayer();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, [confirming]);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, { onEscape: () => setPaused(false), initialFocus: first });

  const toggles = [
    ['soundEnabled', t('settings.sound')],
    ['musicEnabled', t('settings.music')],
    ['vibration', t('settings.vibration')],
  ] as const;

  return (
    <div className="gg-overlay" role="presentation">
      <div
        ref={dialogRef}
        className="gg-overlay__panel gg-pause"
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="gg-pause-title"
      >
        <h2 id="gg-pause-title" className="gg-overlay__title">
          {confirming === null ? t('match.pause.title') : t(`match.pause.${confirming}Title`)}
        </h2>
        {confirming === null ? (
          <>
            <p className="gg-pause__clock" role="note">
              {t('match.pause.clockNote')}
            </p>
            <button
              ref={first}
              type="button"
              className="gg-button gg-button--primary gg-button--block"
              onClick={() => setPaused(false)}
            >
              {t('match.pause.resume')}
            </button>
            <button
              type="button"
              className="gg-button gg-button--ghost gg-button--block"
              onClick={() => setConfirming('restart')}
            >
              {t('match.pause.restart')}
            </button>
            <button
              type="button"
              className="gg-button gg-button--ghost gg-button--block"
              onClick={() => setConfirming('exit')}
            >
              {t('match.pause.exit')}
            </button>
            {/* The app's own switches, the same as in Settings (not native checkboxes). */}
            <div className="gg-pause__toggles">
              {toggles.map(([key, label]) => (
                <Switch
                  key={key}
                  label={label}
                  checked={record.settings[key]}
                  onChange={(on) => playerActions.setToggle(key, on)}
                />
              ))}
            </div>
          </>
        ) : (
          <>
            <p>{t(`match.pause.${confirming}Body`)}</p>
            <button
              ref={first}
              type="button"
              className="gg-button gg-button--ghost gg-button--block"
              onClick={() => setConfirming(null)}
            >
              {t('match.pause.keepPlaying')}
            </button>
            <button
              type="button"
              className="gg-button gg-button--danger gg-button--block"
              onClick={confirming === 'restart' ? onRestart : onExit}
            >
              {t(`match.pause.${confirming}Confirm`)}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
