import type { ResultPayload } from '@goalguessr/protocol';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BallEmblem, HandshakeIcon, TrophyIcon } from '../../components/play/PlayIcons';

export type CelebratedOutcome = 'win' | 'lose' | 'draw';

/** The line under the result: a loss by one right answer (or on points) is "so close", a wider one is not. */
export type CelebrationLine = 'win' | 'draw' | 'loseClose' | 'lose';

/** Confetti pieces of a win: their colour, start across the width, drift and delay come from the index. */
const CONFETTI = Array.from({ length: 18 }, (_, i) => i);

/** Which word of comfort or praise fits the result. */
export function celebrationLine(result: Pick<ResultPayload, 'outcome' | 'me' | 'opponent'>): CelebrationLine {
  if (result.outcome !== 'lose') return result.outcome;
  return result.opponent.correctCount - result.me.correctCount <= 1 ? 'loseClose' : 'lose';
}

/**
 * The result's moment (issue 16, 24): a win bursts confetti and lifts a trophy, a draw shakes hands, a loss gets a
 * gentle ball and a word that fits the margin instead of a bare red title. Decorative parts are hidden from
 * assistive technology and drawn over the screen (absolutely placed: nothing moves); with reduced motion they
 * are not drawn at all and only the text stays. The outcome's cue (sound and vibration) comes from the reducer.
 */
export function Celebration({
  outcome,
  line,
  children,
}: {
  outcome: CelebratedOutcome;
  /** the line under the title; null for none */
  line: CelebrationLine | null;
  /** the title */
  children: ReactNode;
}) {
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
        {outcome === 'win' ? <TrophyIcon /> : outcome === 'draw' ? <HandshakeIcon /> : <BallEmblem />}
      </span>
      {children}
      {line !== null ? <p className="gg-celebration__line">{t(`match.celebration.${line}`)}</p> : null}
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
