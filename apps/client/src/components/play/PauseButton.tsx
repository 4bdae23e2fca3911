import { useTranslation } from 'react-i18next';

import { PauseIcon } from './PlayIcons';
import './play.css';

/**
 * Pause in a play screen's toolbar (ScreenLayout `toolbarEnd`): an icon named for assistive technology, so a
 * long round title never runs into it.
 */
export function PauseButton({ onPause }: { onPause: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="gg-button gg-button--ghost gg-toolbar__icon"
      aria-label={t('match.pause.open')}
      title={t('match.pause.open')}
      onClick={onPause}
    >
      <PauseIcon />
    </button>
  );
}
