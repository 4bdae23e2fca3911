import { IonContent, IonPage, useIonViewDidEnter } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { redirectTarget } from '../app/route-table';

/** `/redirect?to=/path` (outside the root layout): replaces itself with an in-app path, else Home. */
export default function RedirectPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  useIonViewDidEnter(() => {
    navigate(redirectTarget(location.search), { replace: true });
  });

  return (
    <IonPage>
      <IonContent className="gg-content">
        <div className="gg-main gg-main--center">
          <p role="status">{t('redirect.title')}</p>
        </div>
      </IonContent>
    </IonPage>
  );
}
