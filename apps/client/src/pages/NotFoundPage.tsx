import { IonContent, IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Any unknown path (outside the root layout). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <IonPage>
      <IonContent className="gg-content gg-content--pitch">
        <div className="gg-main gg-main--center">
          <section className="gg-card gg-not-found">
            <p className="gg-not-found__code" aria-hidden="true">
              404
            </p>
            <h1>{t('notFound.title')}</h1>
            <p>{t('notFound.body')}</p>
            <Link className="gg-button gg-button--primary gg-button--block" to="/">
              {t('nav.backToHome')}
            </Link>
          </section>
        </div>
      </IonContent>
    </IonPage>
  );
}
