import { IonContent, IonPage } from '@ionic/react';

import { HomeScreen } from '../features/home/HomeScreen';

export default function HomePage() {
  return (
    <IonPage>
      <IonContent className="gg-content gg-content--pitch">
        <main className="gg-main">
          <HomeScreen />
        </main>
      </IonContent>
    </IonPage>
  );
}
