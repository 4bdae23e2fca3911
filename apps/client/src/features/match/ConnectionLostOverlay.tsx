import { RECONNECTION_WINDOW_MS } from '@goalguessr/game-core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useFocusTrap } from '../../lib/focus-trap';

import { useMatchStore } from './match-store';
import { useCountdown } from './use-countdown';

/**
 * "Connection lost" (spec §8) while the connection retries inside the server's window (or "Rejoining your
 * match…" after a reload or a reopened tab): how long the seat is still held, and that the match goes on
 * meanwhile. Back in time, the match resumes where the server has it; past the window it is lost, and the
 * result screen says so.
 */
export function ConnectionLostOverlay() {
  const { t } = useTranslation();
  const droppedAtMs = useMatchStore((s) => s.droppedAtMs);
  const rejoining = useMatchStore((s) => s.rejoining);
  // Nothing to press while reconnecting: focus rests on the notice so nothing behind it can be used.
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);
  const leftMs = useCountdown(droppedAtMs === null ? null : droppedAtMs + RECONNECTION_WINDOW_MS) ?? 0;
  return (
    <div className="gg-overlay" role="presentation">
      <div
        ref={dialogRef}
        tabIndex={-1}
        className="gg-overlay__panel gg-connection-lost"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="gg-connection-lost-title"
        aria-describedby="gg-connection-lost-body"
      >
        <div className="gg-matchmaking__spinner" aria-hidden="true">
          <span />
        </div>
        <h2 id="gg-connection-lost-title" className="gg-overlay__title">
          {rejoining ? t('match.rejoining') : t('match.connectionLost')}
        </h2>
        <div id="gg-connection-lost-body">
          <p>
            {leftMs > 0
              ? t('match.reconnecting', { seconds: Math.ceil(leftMs / 1000) })
              : t('match.reconnectingLate')}
          </p>
          <p>{t('match.matchGoesOn')}</p>
        </div>
      </div>
    </div>
  );
}
