import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import './celebration.css';

export type CelebratedOutcome = 'win' | 'lose' | 'draw';

/** Confetti pieces of a win: their colour, start across the width, drift and delay come from the index. */
const CONFETTI = Array.from({ length: 18 }, (_, i) => i);

/**
 * Game feel on the result screen (issue 16): a win bursts confetti and lifts a trophy, a draw shakes hands, a
 * loss gets a gentle ball and a word of comfort instead of a bare red title. Decorative parts are hidden from
 * assistive technology and drawn over the screen (absolutely placed: nothing moves); with reduced motion they
 * are not drawn at all and only the line of text stays. The outcome's sound is played by the match reducer.
 */
export function Celebration({ outcome }: { outcome: CelebratedOutcome }) {
  const { t } = useTranslation();
  return (
    <div className={`gg-celebration gg-celebration--${outcome}`}>
      {outcome === 'win' ? (
        <div className="gg-celebration__confetti" aria-hidden="true">
          {CONFETTI.map((i) => (
            <span key={i} className={`gg-confetti gg-confetti--${i % 4}`} style={confettiStyle(i)} />
          ))}
        </div>
      ) : null}
      <span className="gg-celebration__emblem" aria-hidden="true">
        {outcome === 'win' ? '🏆' : outcome === 'draw' ? '🤝' : '⚽'}
      </span>
      <p className="gg-celebration__line">{t(`match.celebration.${outcome}`)}</p>
    </div>
  );
}

/** Custom properties only (the CSP allows inline styles; no script). */
function confettiStyle(i: number): CSSProperties {
  return {
    '--gg-confetti-x': `${(i * 37) % 100}%`,
    '--gg-confetti-drift': `${((i * 53) % 60) - 30}px`,
    '--gg-confetti-delay': `${(i % 6) * 70}ms`,
    '--gg-confetti-turn': `${(i * 97) % 360}deg`,
  } as CSSProperties;
}
