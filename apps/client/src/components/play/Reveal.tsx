import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../i18n';
import './play.css';

/**
 * The verdict of an answer, the same in every mode: "Correct!" or "Wrong!" (or "Time's up!"), the points it
 * earned as they land ("+175"), and whatever the mode adds (the right answer, why a wrong pick was wrong, the
 * opponent's answer, "Report this card"). Announced at once; the screen places it where the card was, so it is
 * in view without scrolling and nothing else moves.
 */
export function Reveal({
  tone,
  title,
  points,
  children,
}: {
  tone: 'right' | 'wrong';
  title: string;
  points?: number | null;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`gg-reveal gg-reveal--${tone}`} role="status" aria-live="assertive">
      <p className="gg-reveal__title">
        <span>{title}</span>
        {points !== undefined && points !== null && points > 0 ? (
          <span className="gg-reveal__points">
            {t('play.pointsGain', { points: formatNumber(points, i18n.language) })}
          </span>
        ) : null}
      </p>
      {children}
    </div>
  );
}
