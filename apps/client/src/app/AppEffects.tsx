import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { applyLanguage } from '../i18n';
import { refillTickets, shouldRedirectHome } from '@goalguessr/game-core';
import { onNativeAppStateChange, onPageHidden, onVisibilityChange } from '../platform/device';
import { setPlayNavigator } from '../lib/play/session';
import { flushPendingWrite } from '../state/persistence';
import { usePlayerStore } from '../state/player-store';
import { PAGE_INACTIVE, useUiStore } from '../state/ui-store';
import { applyTheme } from './theme';

/** How often due tickets are checked (the refill itself is computed from timestamps by game-core). */
const TICKET_CHECK_INTERVAL_MS = 1000;

/** App-wide reactions, mounted once the player record is loaded. Renders nothing. */
export function AppEffects() {
  const navigate = useNavigate();
  const language = usePlayerStore((s) => s.record?.settings.language);
  const theme = usePlayerStore((s) => s.record?.settings.theme);

  useEffect(() => {
    if (language !== undefined) void applyLanguage(language);
  }, [language]);

  useEffect(() => {
    if (theme !== undefined) applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (theme !== undefined && language !== undefined)
      useUiStore.getState().rememberDisplay({ theme, language });
  }, [theme, language]);

  // The play modes' `navigate` effect goes through the router.
  useEffect(() => {
    setPlayNavigator((to) => navigate(to, { replace: true }));
    return () => setPlayNavigator(null);
  }, [navigate]);

  // Writes are immediate; this repeats any unfinished one while the page can still run code.
  useEffect(() => onPageHidden(flushPendingWrite), []);

  useEffect(() => {
    const id = window.setInterval(() => {
      const nowMs = Date.now();
      // refillTickets returns the same record when nothing is due, and the store saves only a changed record.
      usePlayerStore.getState().apply((record) => refillTickets(record, nowMs));
    }, TICKET_CHECK_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, []);

  // Spec §4: the native app going inactive sends the player Home. A live match keeps its seat meanwhile (issue
  // 25): it is not forfeited on the way out, and the app brought back rejoins it on the game page.
  useEffect(
    () =>
      onNativeAppStateChange((isActive) => {
        if (!isActive) {
          // the duel's code is its own chunk: already loaded when a match runs, so this waits for nothing then
          void import('../features/match/duel/duel-controller')
            .then(({ suspendMatch }) => suspendMatch())
            .finally(() => navigate('/', { replace: true }));
          return;
        }
        const rejoin = usePlayerStore.getState().rejoin;
        if (rejoin !== null) navigate(`/game?tournament=${rejoin.tournament}`, { replace: true });
      }),
    [navigate],
  );

  // Spec §4: back on a game page left inactive for too long → Home, flags cleared.
  useEffect(
    () =>
      onVisibilityChange((isVisible) => {
        if (!isVisible) return;
        const ui = useUiStore.getState();
        if (shouldRedirectHome(ui.activity, Date.now())) {
          ui.setActivity(PAGE_INACTIVE);
          navigate('/', { replace: true });
        }
      }),
    [navigate],
  );

  return null;
}
