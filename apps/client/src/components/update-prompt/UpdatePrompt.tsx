import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { onUpdateState, reloadIntoUpdate, updateState } from '../../platform/pwa';
import './update-prompt.css';

/** A reload in a match would lose it: the prompt (and a reload another tab asked for) waits until it is over. */
export function reloadIsSafeAt(pathname: string): boolean {
  return pathname !== '/game' && !pathname.startsWith('/game/');
}

/**
 * "New version available" (issue 16): shown when a new version of the web app is installed and waiting
 * (src/platform/pwa.ts). Reload switches to it now; Later keeps this version until the app is next opened.
 * Never during a match. A polite status, not a dialog: it takes no focus and blocks nothing — while it floats
 * over the bottom of the screen, every page's content gets as much room below it to scroll into (what it covers,
 * like Home's menu on a tall Home, can still be reached).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const state = useSyncExternalStore(onUpdateState, updateState);
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  const safe = reloadIsSafeAt(pathname);

  useEffect(() => {
    if (state === 'reload' && safe) window.location.reload();
  }, [state, safe]);

  const shown = state === 'waiting' && !later && safe;
  const box = useRef<HTMLElement>(null);
  useEffect(
    () => (shown && box.current !== null ? reserveRoomBelowContent(box.current) : undefined),
    [shown],
  );

  if (!shown) return null;
  return (
    <section ref={box} className="update-prompt" role="status" aria-label={t('update.label')}>
      <p className="update-prompt__text">{t('update.message')}</p>
      <div className="update-prompt__actions">
        <button type="button" className="gg-button gg-button--ghost" onClick={() => setLater(true)}>
          {t('update.later')}
        </button>
        <button
          type="button"
          className="gg-button gg-button--primary"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void reloadIntoUpdate();
          }}
        >
          {t('update.reload')}
        </button>
      </div>
    </section>
  );
}

/** The root class and variable that give page content room to scroll out from under the prompt (update-prompt.css). */
export const PROMPT_OPEN_CLASS = 'gg-update-prompt-open';
const PROMPT_SPACE_VARIABLE = '--gg-update-prompt-space';

function reserveRoomBelowContent(prompt: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => root.style.setProperty(PROMPT_SPACE_VARIABLE, `${prompt.offsetHeight}px`);
  measure();
  root.classList.add(PROMPT_OPEN_CLASS);
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
  observer?.observe(prompt);
  return () => {
    observer?.disconnect();
    root.classList.remove(PROMPT_OPEN_CLASS);
    root.style.removeProperty(PROMPT_SPACE_VARIABLE);
  };
}
