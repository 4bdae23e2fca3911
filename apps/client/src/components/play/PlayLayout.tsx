import type { ReactNode } from 'react';

import './play.css';

/**
 * The one screen shape of every way to play, built for a phone (360×640 up to a tablet). Top to bottom: the
 * mode's header (round, score, pause), its status (timer, warnings), the stage — the card, with the reveal laid
 * over it once answered — then the question, the four answers and the power-up bar. The layout fills the
 * screen and the stage takes whatever height is left, so the answers and the bar are anchored to the bottom:
 * always in view, never under the bar, and never moved by a clue, a warning or the reveal (a card taller than
 * its stage scrolls inside it). The page must be a `fill` ScreenLayout.
 */
export function PlayLayout({
  labelledBy,
  prompt,
  top,
  status,
  stage,
  overlay,
  options,
  notice,
  bar,
  className,
}: {
  /** the id given to the question's heading, which also names the section */
  labelledBy: string;
  prompt: string;
  top: ReactNode;
  status?: ReactNode;
  stage: ReactNode;
  /** laid over the stage (the reveal, a flash): in view at once, moving nothing */
  overlay?: ReactNode;
  options: ReactNode;
  /** a short message over the bar (a refused power-up): moves nothing */
  notice?: ReactNode;
  bar?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`gg-play${className === undefined ? '' : ` ${className}`}`}
      aria-labelledby={labelledBy}
    >
      <div className="gg-play__top">{top}</div>
      {status !== undefined ? <div className="gg-play__status">{status}</div> : null}
      <div className="gg-play__stage">
        <div className="gg-play__card">{stage}</div>
        {overlay !== undefined && overlay !== null ? <div className="gg-play__overlay">{overlay}</div> : null}
      </div>
      <h2 id={labelledBy} className="gg-play__prompt">
        {prompt}
      </h2>
      {options}
      <div className="gg-play__bar">
        <div className="gg-play__notice" role="alert">
          {notice}
        </div>
        {bar}
      </div>
    </section>
  );
}
