import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFocusTrap } from '../../lib/focus-trap';
import type { HouseAdEnd, HouseAdKind } from '../../platform/ads-house';
import './house-ad.css';

interface HouseAdPlayerProps {
  kind: HouseAdKind;
  durationMs: number;
  onEnd: (end: HouseAdEnd) => void;
}

const TICK_MS = 100;

/**
 * The web build's ad: a full-screen house ad with a countdown that must run to its end. A rewarded ad may be
 * closed early (no reward); an interstitial cannot be closed before the end. It ends by itself at zero.
 */
export function HouseAdPlayer({ kind, durationMs, onEnd }: HouseAdPlayerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [remainingMs, setRemainingMs] = useState(durationMs);
  const endedRef = useRef(false);
  const dialogRef = useRef<HTMLDivElement>(null);

  const finish = (end: HouseAdEnd) => {
    if (endedRef.current) return;
    endedRef.current = true;
    onEnd(end);
  };

  // Focus stays on the ad; Escape closes a rewarded ad early (no reward), an interstitial runs to its end.
  useFocusTrap(dialogRef, {
    onEscape: kind === 'rewarded' ? () => finish('closed_early') : undefined,
    initialFocus: dialogRef,
  });

  useEffect(() => {
    const startedMs = performance.now();
    const id = window.setInterval(() => {
      const left = Math.max(0, durationMs - (performance.now() - startedMs));
      setRemainingMs(left);
      if (left === 0) window.clearInterval(id);
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [durationMs]);

  useEffect(() => {
    if (remainingMs === 0) finish('completed');
  });

  return (
    <div className="gg-house-ad-backdrop">
      <div
        ref={dialogRef}
        className="gg-house-ad"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-kind={kind}
      >
        <p className="gg-house-ad__label">{t('ads.label')}</p>
        <h2 id={titleId} className="gg-house-ad__title">
          {t('ads.houseTitle')}
        </h2>
        <svg className="gg-house-ad__art" viewBox="0 0 120 80" aria-hidden="true">
          <rect width="120" height="80" rx="10" fill="#0d6b3c" />
          <rect x="6" y="6" width="108" height="68" rx="6" fill="none" stroke="#e0f2e7" strokeWidth="1.5" />
          <line x1="60" y1="6" x2="60" y2="74" stroke="#e0f2e7" strokeWidth="1.5" />
          <circle cx="60" cy="40" r="12" fill="none" stroke="#e0f2e7" strokeWidth="1.5" />
          <circle cx="60" cy="40" r="5" fill="#ffffff" stroke="#10231a" />
        </svg>
        <p className="gg-house-ad__body">{t('ads.houseBody')}</p>
        <p className="gg-house-ad__countdown" role="timer" aria-live="off">
          {t('ads.countdown', { seconds: Math.ceil(remainingMs / 1000) })}
        </p>
        <progress
          className="gg-house-ad__progress"
          max={durationMs}
          value={durationMs - remainingMs}
          aria-hidden="true"
        />
        {kind === 'rewarded' ? (
          <button type="button" className="gg-button gg-button--ghost" onClick={() => finish('closed_early')}>
            {t('ads.closeNoReward')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
