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
  /**
   * the content fills the screen's height exactly instead of scrolling (a play screen: components/play's
   * PlayLayout anchors the answers to the bottom)
   */
  fill?: boolean;
  /** an action at the end of the toolbar (a play screen's Pause or Map), in reach of the thumb's way up */
  toolbarEnd?: ReactNode;
  className?: string;
}

/**
 * A title longer than this (in characters) is set smaller: on a 360 px phone the bar leaves it ~180 px between
 * the back button and its mirror, two lines of which hold "Политика конфиденциальности" or "Datenschutzerklärung"
 * only at the smaller size (e2e/layout-languages.spec.ts checks every language).
 */
const LONG_TITLE = 18;

/** The shared screen frame of the root layout: toolbar with back button and title, then the content. */
export function ScreenLayout({
  title,
  children,
  back = true,
  currency = false,
  fill = false,
  toolbarEnd,
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
            <h1
              className={
                title.length > LONG_TITLE ? 'gg-toolbar__title gg-toolbar__title--long' : 'gg-toolbar__title'
              }
            >
              {title}
            </h1>
          </IonTitle>
          {toolbarEnd !== undefined ? (
            <IonButtons slot="end" className="gg-toolbar__end">
              {toolbarEnd}
            </IonButtons>
          ) : null}
        </IonToolbar>
        {currency ? (
          <div className="gg-header__currency">
            <CurrencyBar />
          </div>
        ) : null}
      </IonHeader>
      <IonContent className="gg-content">
        <div className={fill ? 'gg-main gg-main--fill' : 'gg-main'}>{children}</div>
      </IonContent>
    </IonPage>
  );
}
