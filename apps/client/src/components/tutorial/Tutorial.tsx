import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TutorialPage {
  title: string;
  body: string;
}

interface TutorialProps {
  pages: readonly TutorialPage[];
  /** called when the last page is confirmed or the tutorial is skipped */
  onDone: () => void;
}

/** The dialog's buttons, in tab order. */
function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')];
}

/**
 * A paged tutorial shown as a modal dialog: focus moves into it and stays there (Tab wraps around, focus that
 * lands behind it is brought back), Escape skips it, and focus returns where it was once it closes.
 */
export function Tutorial({ pages, onDone }: TutorialProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const page = pages[index];
  const isLast = index === pages.length - 1;

  useEffect(() => {
    dialogRef.current?.focus();
  }, [index]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind may still be entering (and take focus) when the dialog opens: bring focus back.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, []);

  if (!page) return null;
  return (
    <div className="gg-tutorial-backdrop">
      <div
        ref={dialogRef}
        className="gg-tutorial gg-pop-in"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
          if (event.key !== 'Tab') return;
          const items = focusableIn(event.currentTarget);
          const first = items[0];
          const last = items[items.length - 1];
          const active = document.activeElement;
          if (event.shiftKey && (active === first || active === event.currentTarget)) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && active === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <p className="gg-tutorial__count">{t('tutorial.pageOf', { page: index + 1, total: pages.length })}</p>
        <h2 id={titleId} className="gg-tutorial__title">
          {page.title}
        </h2>
        <p className="gg-tutorial__body">{page.body}</p>
        <div className="gg-tutorial__dots" aria-hidden="true">
          {pages.map((p, i) => (
            <span key={p.title} className={i === index ? 'is-active' : undefined} />
          ))}
        </div>
        <div className="gg-tutorial__actions">
          {index > 0 ? (
            <button type="button" className="gg-button gg-button--ghost" onClick={() => setIndex(index - 1)}>
              {t('tutorial.previous')}
            </button>
          ) : (
            <button type="button" className="gg-button gg-button--ghost" onClick={onDone}>
              {t('tutorial.skip')}
            </button>
          )}
          <button
            type="button"
            className="gg-button gg-button--primary"
            onClick={() => (isLast ? onDone() : setIndex(index + 1))}
          >
            {isLast ? t('tutorial.done') : t('tutorial.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
