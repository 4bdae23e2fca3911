import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { OverlayDialog } from '../../components/overlay-dialog/OverlayDialog';
import { Switch } from '../../components/switch/Switch';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';
import { setPaused } from './duel/duel-controller';

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

  const toggles = [
    ['soundEnabled', t('settings.sound')],
    ['musicEnabled', t('settings.music')],
    ['vibration', t('settings.vibration')],
  ] as const;

  return (
    <OverlayDialog
      titleId="gg-pause-title"
      title={confirming === null ? t('match.pause.title') : t(`match.pause.${confirming}Title`)}
      className="gg-pause"
      onEscape={() => setPaused(false)}
      initialFocus={first}
    >
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
    </OverlayDialog>
  );
}
