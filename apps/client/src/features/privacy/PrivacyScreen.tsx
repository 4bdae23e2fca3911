import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { adPrivacyOptionsRequired, showAdPrivacyOptions } from '../../platform/ads';

const SECTIONS = [1, 2, 3, 4, 5] as const;

/** The privacy policy in 5 sections: no personal data; anonymous usage data; nothing from children under 13. */
export function PrivacyScreen() {
  const { t } = useTranslation();
  // Where Google's consent form was shown (EEA/UK), the player must be able to change the answer here.
  const [adChoices, setAdChoices] = useState(false);
  useEffect(() => {
    let live = true;
    void adPrivacyOptionsRequired().then((required) => live && setAdChoices(required));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {SECTIONS.map((n) => (
        <section key={n} className="gg-card" aria-labelledby={`gg-privacy-${n}`}>
          <h2 id={`gg-privacy-${n}`} className="gg-card__title">
            {t(`privacy.section${n}Title`)}
          </h2>
          <p>{t(`privacy.section${n}Body`)}</p>
          {/* issue 27: what the match server keeps for the leaderboard, and where to delete it */}
          {n === 1 && <p>{t('privacy.serverDataBody')}</p>}
          {n === 4 && (
            <>
              <p>{t('privacy.adConsentBody')}</p>
              {adChoices && (
                <button
                  type="button"
                  className="gg-button gg-button--ghost gg-button--block"
                  onClick={() => void showAdPrivacyOptions()}
                >
                  {t('privacy.adChoices')}
                </button>
              )}
            </>
          )}
        </section>
      ))}
      {/* Also gives the scrolling policy a focusable stop, so keyboard users can scroll it (axe). */}
      <Link className="gg-button gg-button--ghost gg-button--block" to="/">
        {t('nav.backToHome')}
      </Link>
    </>
  );
}
