import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFocusTrap } from '../../lib/focus-trap';

export interface TutorialPage {
  title: string;
  body: string;
}

interface TutorialProps {
  pages: readonly TutorialPage[];
  /** called when the last page is confirmed or the tutorial is skipped */
  onDone: () => void;
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

  useFocusTrap(dialogRef, { onEscape: onDone, initialFocus: dialogRef });

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
