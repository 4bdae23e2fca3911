import { useRef, type ReactNode, type RefObject } from 'react';

import { useFocusTrap } from '../../lib/focus-trap';

interface OverlayDialogProps {
  /** id of the heading that names the dialog */
  titleId: string;
  title: ReactNode;
  /** the panel's own class, beside `gg-overlay__panel` */
  className: string;
  /** what Escape does (resume, close) */
  onEscape: () => void;
  /** the control that takes focus when the dialog opens */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal panel over the screen (the match's and Endless' pause): the one overlay style of app.css, a heading
 * that names it, focus kept inside, Escape handled, focus returned to the opener when it closes.
 */
export function OverlayDialog({
  titleId,
  title,
  className,
  onEscape,
  initialFocus,
  children,
}: OverlayDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, { onEscape, initialFocus });
  return (
    <div className="gg-overlay" role="presentation">
      <div
        ref={dialogRef}
        className={`gg-overlay__panel ${className}`}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="gg-overlay__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
