import { IonAlert } from '@ionic/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { backAction, exitApp, onHardwareBack } from '../platform/back-button';
import { isNativePlatform, onNativeAppStateChange, onVisibilityChange } from '../platform/device';
import { registerServiceWorker } from '../platform/pwa';
import type { MusicSlot } from './audio-service';
import { audioService, playSound, setMusic, startFeedback } from './feedback';
import { notificationService, shouldAskForNotifications, startNotifications } from './notifications';
import { IONIC_PRESENT_EVENTS, cueForClick, opensDialog } from './ui-sounds';

/** React Router keeps the position in the in-app history in `history.state.idx`. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * Sound, music, vibration, notifications, app state and the Android back button (issue 8), mounted once by
 * the app shell after the player is loaded. Renders only the start-up notification question (spec §6).
 * `musicForPath` says which music a route starts with (the app's route table knows).
 */
export function PlatformServices({ musicForPath }: { musicForPath: (pathname: string) => MusicSlot }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Mounted once the player is loaded, so the saved settings can be read right away.
  const [asking, setAsking] = useState(shouldAskForNotifications);
  // The alert exists only for a player it asks: an Ionic alert renders (and measures its buttons) while closed.
  const [asks] = useState(asking);

  useEffect(() => {
    registerServiceWorker();
    const stopFeedback = startFeedback();
    const stopNotifications = startNotifications();
    // App-wide tap sounds (capture phase, so a screen that stops propagation still clicks).
    const onClick = (event: MouseEvent) => {
      const cue = cueForClick(event.target);
      if (cue) playSound(cue);
    };
    document.addEventListener('click', onClick, true);
    // Dialogs, tutorials and alerts pop in, whichever screen opens them.
    const dialogs = new MutationObserver((mutations) => {
      if (mutations.some((m) => [...m.addedNodes].some(opensDialog))) playSound('open');
    });
    dialogs.observe(document.body, { childList: true, subtree: true });
    const onPresent = () => playSound('open');
    for (const name of IONIC_PRESENT_EVENTS) document.addEventListener(name, onPresent);
    const stopVisibility = onVisibilityChange((visible) => {
      audioService()?.setHidden(!visible);
      if (!isNativePlatform()) void notificationService().appActiveChanged(visible);
    });
    const stopAppState = onNativeAppStateChange((active) => {
      audioService()?.setHidden(!active);
      void notificationService().appActiveChanged(active);
    });
    return () => {
      document.removeEventListener('click', onClick, true);
      dialogs.disconnect();
      for (const name of IONIC_PRESENT_EVENTS) document.removeEventListener(name, onPresent);
      stopVisibility();
      stopAppState();
      stopNotifications();
      stopFeedback();
    };
  }, []);

  useEffect(() => setMusic(musicForPath(pathname)), [musicForPath, pathname]);

  useEffect(
    () =>
      onHardwareBack(() => {
        const action = backAction(window.location.pathname, hasInAppHistory());
        if (action === 'exit') exitApp();
        else if (action === 'back') navigate(-1);
        else navigate('/', { replace: true });
      }),
    [navigate],
  );

  const answer = (accepted: boolean) => {
    setAsking(false);
    void notificationService().answerStartupQuestion(accepted);
  };

  if (!asks) return null;
  return (
    <IonAlert
      isOpen={asking}
      header={t('notifications.prompt.title')}
      message={t('notifications.prompt.message')}
      backdropDismiss={false}
      buttons={[
        { text: t('notifications.prompt.notNow'), role: 'cancel', handler: () => answer(false) },
        { text: t('notifications.prompt.allow'), handler: () => answer(true) },
      ]}
    />
  );
}
