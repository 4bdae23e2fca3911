import type { PlayerRecord } from '@goalguessr/game-core';
import { IonContent, IonPage } from '@ionic/react';

import { usePlayer } from '../../state/player-store';
import { LanguageStep } from './LanguageStep';
import { WelcomeStep } from './WelcomeStep';

/** Which first-run step is still to do (each is skipped once its tutorial flag is set). */
export function firstRunStep(record: PlayerRecord): 'language' | 'username' | null {
  if (!record.tutorials.initial_language_selected) return 'language';
  if (!record.tutorials.username_setup_flow) return 'username';
  return null;
}

/** The first-run flow: language selection, then the welcome screen. */
export function FirstRun() {
  const step = firstRunStep(usePlayer());
  return (
    <IonPage>
      <IonContent className="gg-content gg-content--pitch">
        <div className="gg-main gg-main--center">
          {step === 'language' ? <LanguageStep /> : <WelcomeStep />}
        </div>
      </IonContent>
    </IonPage>
  );
}
