import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const SECTIONS = [1, 2, 3, 4, 5] as const;

/** The privacy policy in 5 sections: no personal data; anonymous usage data; nothing from children under 13. */
export function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <>
      {SECTIONS.map((n) => (
        <section key={n} className="gg-card" aria-labelledby={`gg-privacy-${n}`}>
          <h2 id={`gg-privacy-${n}`} className="gg-card__title">
            {t(`privacy.section${n}Title`)}
          </h2>
          <p>{t(`privacy.section${n}Body`)}</p>
        </section>
      ))}
      {/* Also gives the scrolling policy a focusable stop, so keyboard users can scroll it (axe). */}
      <Link className="gg-button gg-button--ghost gg-button--block" to="/">
        {t('nav.backToHome')}
      </Link>
    </>
  );
}
