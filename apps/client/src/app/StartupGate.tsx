import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { applyLanguage } from '../i18n';
import { isRefreshDetected, type OpenMatch, type PlayerRecord } from '@goalguessr/game-core';
import { askMatchEnding } from '../net/match-ending';
import { prepareNativeScreen } from '../platform/device';
import { matchHeldElsewhere } from '../platform/match-lock';
import { usePlayerStore, type OpenMatchFate } from '../state/player-store';
import { PAGE_INACTIVE, useUiStore } from '../state/ui-store';
import { applyTheme } from './theme';
import { LoadErrorScreen } from './LoadErrorScreen';
import { Splash } from './Splash';

/**
 * Start-up (spec §2): mounted inside the router (so the router is ready), it loads the player record and the
 * page activity, applies language and theme, then shows the app. An unreadable save shows the load error.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const status = usePlayerStore((s) => s.status);
  const error = usePlayerStore((s) => s.error);
  const navigate = useNavigate();
  // React Router gives a new `navigate` after every navigation: read the latest through a ref, so the load
  // below runs once per attempt. As a dependency it reloaded the player on every navigation, which showed the
  // splash for a moment and remounted the whole app (its audio, its screens) each time the route changed.
  const navigateRef = useRef(navigate);
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    navigateRef.current = navigate;
    pathnameRef.current = pathname;
  }, [navigate, pathname]);
  // Each Retry is a new attempt; the app shows once the current attempt has finished.
  const [attempt, setAttempt] = useState(0);
  const [shownAttempt, setShownAttempt] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      // The splash (and the error screen, if the save is unreadable) in the player's own look and language.
      const saved = await useUiStore.getState().loadSaved();
      const activity = { isGamePageActive: saved.isGamePageActive, lastActiveTime: saved.lastActiveTime };
      if (saved.display !== null && !cancelled) {
        applyTheme(saved.display.theme);
        await applyLanguage(saved.display.language);
      }
      const nowMs = Date.now();
      // A match left open (issue 25): another tab plays it (leave it alone), or it has its seat's token and the
      // game page was active within the refresh rule's 5 minutes (rejoin it); else a paired match is settled as
      // the server says it ended (still open, pending, when the server does not answer), and any other as
      // abandoned.
      const fateOf = async (open: OpenMatch, saved: PlayerRecord): Promise<OpenMatchFate> => {
        if (await matchHeldElsewhere()) return 'leave';
        if (open.reconnectionToken !== null && !isRefreshDetected(activity, nowMs)) return 'rejoin';
        if (open.paired && open.matchId !== null && saved.identity !== null) {
          return { ending: await askMatchEnding(saved.identity, open.matchId) };
        }
        return 'settle';
      };
      await Promise.all([
        usePlayerStore.getState().load(nowMs, { fateOf, lastActiveMs: activity.lastActiveTime }),
        prepareNativeScreen(),
      ]);
      const record = usePlayerStore.getState().record;
      if (cancelled || record === null) return;
      await applyLanguage(record.settings.language);
      applyTheme(record.settings.theme);
      // A game page left open across a reload (spec §4): back to Home with the flags cleared.
      const rejoin = usePlayerStore.getState().rejoin;
      if (isRefreshDetected(activity, nowMs)) {
        useUiStore.getState().setActivity(PAGE_INACTIVE);
        navigateRef.current('/', { replace: true });
      } else if (rejoin !== null && !pathnameRef.current.startsWith('/game')) {
        // a reopened tab (or a start on another screen): back to the match on the game page
        navigateRef.current(`/game?tournament=${rejoin.tournament}`, { replace: true });
      }
      if (!cancelled) setShownAttempt(attempt);
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (status === 'error') {
    return (
      <LoadErrorScreen
        onRetry={retry}
        onStartNew={
          error?.asideKey
            ? () => {
                void usePlayerStore.getState().startNewGame().then(retry);
              }
            : undefined
        }
      />
    );
  }
  if (status !== 'ready' || shownAttempt !== attempt) return <Splash />;
  return children;
}
