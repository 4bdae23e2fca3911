import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CurrencyBar } from '../currency-bar/CurrencyBar';

interface ScreenLayoutProps {
  title: string;
  children: ReactNode;
  /** show the back button to Home (every screen but Home) */
  back?: boolean;
  /** show the currency bar under the title */
  currency?: boolean;
  className?: string;
}

/** The shared screen frame of the root layout: toolbar with back button and title, then the content. */
export function ScreenLayout({
  title,
  children,
  back = true,
  currency = false,
  className,
}: ScreenLayoutProps) {
  const { t } = useTranslation();
  return (
    <IonPage className={className}>
      <IonHeader className="gg-header">
        <IonToolbar className="gg-toolbar">
          {back ? (
            <IonButtons slot="start">
              {/* The visible text is the accessible name (WCAG 2.5.3: a spoken "Back" must match). */}
              <IonBackButton defaultHref="/" text={t('nav.back')} />
            </IonButtons>
          ) : null}
          <IonTitle>
            <h1 className="gg-toolbar__title">{title}</h1>
          </IonTitle>
        </IonToolbar>
        {currency ? (
          <div className="gg-header__currency">
            <CurrencyBar />
          </div>
        ) : null}
      </IonHeader>
      <IonContent className="gg-content">
        <div className="gg-main">{children}</div>
      </IonContent>
    </IonPage>
  );
}
